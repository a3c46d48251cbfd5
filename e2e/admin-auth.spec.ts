import {
  ADMIN,
  bearer,
  expect,
  expectNoSeriousViolations,
  expectToast,
  giveSession,
  signIn,
} from "./admin-fixtures.ts";
import { test } from "./test.ts";

test.describe("admin sign-in", () => {
  // The dashboard loads several lists at once; a busy machine needs more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("protected screens redirect to /login without a token", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await page.goto("/admin/barcodes");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a session cookie the server refuses goes to the sign-in, and an old stored token is dropped", async ({
    page,
  }) => {
    await giveSession(page, "revoked-token-abcdefghijklmnop");
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("auth_token", "revoked-token-abcdefghijklmnop");
      }
    });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  });

  test("wrong credentials show the sign-in error toast", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("intruder");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error", "Invalid credentials");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("sign in, see the dashboard under the admin's own header, then sign out", async ({
    page,
    request,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByLabel("Password").press("Enter");
    await expectToast(page, "Success");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // The owner opens on the sales overview.
    await expect(page.getByRole("tab", { name: "Overview", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const tab of [
      "Orders",
      "Prescriptions",
      "Contact Messages",
      "Discount Codes",
      "Postal Carrier",
      "WebSocket Admin",
      "Email",
    ]) {
      await expect(page.getByRole("tab", { name: tab, exact: true })).toBeVisible();
    }
    // The admin's own header, not the storefront's.
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    // The session is an HttpOnly, SameSite=Strict cookie: no script of the page can read it.
    const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    const token = cookie?.value;
    expect(await page.evaluate(() => document.cookie)).not.toContain(token);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(token);

    await page.getByRole("button", { name: "Refresh Data" }).click();
    await expectToast(page, "Data Refreshed");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((c) => c.name === "admin_session")).toBeUndefined();
    // Logout revoked the session on the server, not only in this browser.
    const check = await request.get("/api/verify-auth", { headers: bearer(token ?? "") });
    expect(check.status()).toBe(401);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("no serious accessibility violations on /login and /admin; usable at 375 px", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await signIn(page, request);
    // The owner's dashboard opens on the sales overview: the orders list is named in the address.
    await page.goto("/admin?tab=orders");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ total orders|No orders found/)).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
