import type { Browser, Page } from "@playwright/test";
import { expect, expectToast, openTab, signIn, unique } from "./admin-fixtures.ts";
import { outboxFor } from "./checkout-fixtures.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 150_000 });

const PASSWORD = "walnut harbour bicycle meadow";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The invitation link in the email to `email`, once it has been sent. */
async function invitationLink(email: string): Promise<string> {
  const find = () =>
    outboxFor(email)
      .map((mail) => /\/admin\/invitation\?token=([\w-]{43})/.exec(mail.replace(/=\r?\n/g, ""))?.[1])
      .find(Boolean);
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return `/admin/invitation?token=${find()}`;
}

async function invite(page: Page, name: string, email: string, role: string) {
  await page.getByRole("button", { name: "Invite a person" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a person" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, "Invitation sent");
  await expect(page.locator(`tr[data-person="${email}"]`)).toContainText("invited");
}

/** A fresh phone browser: the invited person chooses a password from the link, then signs in. */
async function acceptAndSignIn(browser: Browser, link: string, email: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join the Admin" })).toBeVisible();
  await expect(page.getByText(`your username is ${email}`)).toBeVisible();
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill("something else entirely");
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The two passwords are not the same");
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is set");
  await expectNoHorizontalScroll(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("used already");

  await page.goto("/login");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  return { context, page };
}

test("the owner invites a staff member, who sees orders but no prescriptions, and disabling them ends their open page", async ({
  page,
  request,
  browser,
}) => {
  const email = `${unique("packer")}@example.com`;
  await signIn(page, request);
  await skipCookieBanner(page);
  await openTab(page, "Staff");
  await expectNoSeriousViolations(page);
  await invite(page, "Pat Packer", email, "staff");

  const staff = await acceptAndSignIn(browser, await invitationLink(email), email);
  const tabs = staff.page.getByRole("tab");
  await expect(tabs.first()).toHaveText("Orders");
  await expect(staff.page.getByRole("tab", { name: "Returns", exact: true })).toBeVisible();
  for (const hidden of ["Prescriptions", "Prescription Work", "Privacy", "Staff", "Business Details"]) {
    await expect(staff.page.getByRole("tab", { name: hidden, exact: true })).toHaveCount(0);
  }
  // Asking for a tab the role lacks shows the first it has.
  await staff.page.goto("/admin?tab=prescriptions");
  await expect(staff.page.getByRole("tab", { name: "Orders", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const refused = await staff.page.evaluate(
    async () => (await fetch("/api/prescriptions", { credentials: "include" })).status,
  );
  expect([401, 403]).toContain(refused);

  // The owner disables them; their open page is signed out at its next request.
  await page.reload();
  await page.getByRole("tab", { name: "Staff", exact: true }).click();
  const row = page.locator(`tr[data-person="${email}"]`);
  await expect(row).toContainText("active");
  await row.getByRole("button", { name: "Disable Pat Packer" }).click();
  await expectToast(page, "Disabled: their sessions have ended");
  await expect(row).toContainText("disabled");

  await staff.page.getByRole("tab", { name: "Discount Codes", exact: true }).click();
  await expect(staff.page).toHaveURL(/\/login$/);
  await staff.context.close();
});
