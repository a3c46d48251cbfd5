import { totpAt } from "../src/server/lib/totp/index.ts";
import { expectToast } from "./admin-fixtures.ts";
import { OWN_ADMIN, ownShopForSpec } from "./own-shop-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

// The bootstrap owner enrols a second factor here, which every other test file's sign-in would then meet: this
// spec has a shop and database of its own.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const own = ownShopForSpec();
const STEP_MS = 30_000;

/**
 * The code the phone's app shows next: each code signs in once, so when this step's code is spent the next
 * step's is used, and past that the clock must move on (the server accepts one step ahead, no more).
 */
let secret = "";
let nextStep = 0;
async function nextCode(): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, nextStep);
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 500));
  nextStep = step + 1;
  return totpAt(secret, step * STEP_MS);
}

async function password(page: Page) {
  await page.goto(`${own.base()}/login`);
  await page.getByLabel("Username").fill(OWN_ADMIN.username);
  await page.getByLabel("Password").fill(OWN_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function code(page: Page, value: string) {
  await page.getByLabel("Code", { exact: true }).fill(value);
  await page.getByRole("button", { name: "Verify" }).click();
}

const dashboard = (page: Page) => page.getByRole("heading", { level: 1, name: "Admin Dashboard" });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("the bootstrap owner enrols, then signs in with a code; a recovery code works once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await password(page);
  await expect(dashboard(page)).toBeVisible({ timeout: 20_000 });
  // Nothing else changes for it until it enrols, but a banner asks it to.
  await page.getByRole("link", { name: "Set up a second factor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await page.getByRole("button", { name: "Set up a second factor" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill(await nextCode());
  await page.getByRole("button", { name: "Confirm" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recovery = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

  await signOut(page);
  await password(page);
  await code(page, await nextCode());
  await expect(dashboard(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "Set up a second factor" })).toHaveCount(0);

  await signOut(page);
  await password(page);
  await code(page, recovery[0] as string);
  await expect(dashboard(page)).toBeVisible({ timeout: 20_000 });

  await signOut(page);
  await password(page);
  await code(page, recovery[0] as string);
  await expectToast(page, "Error", /not right, or it has been used already/);
  await expect(page).toHaveURL(/\/login$/);
});

test("on a phone: a code signs in, and no page script can read the session", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await password(page);
  await code(page, await nextCode());
  await expect(dashboard(page)).toBeVisible({ timeout: 20_000 });
  const session = (await page.context().cookies()).find((c) => c.name === "admin_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  const token = session?.value ?? "";
  expect(token.length).toBeGreaterThan(20);

  await page.getByRole("link", { name: "Security" }).click();
  await expect(page.getByText(/\(this browser\)/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`${own.base()}/faq`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(seen.cookie).not.toContain(token);
  expect(seen.local).not.toContain(token);
  expect(seen.session).not.toContain(token);
});
