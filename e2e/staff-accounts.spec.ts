import type { Browser, Page } from "@playwright/test";
import { totpAt } from "../src/server/lib/totp/index.ts";
import { createPaidOrder, expect, expectToast, openTab, signIn, unique } from "./admin-fixtures.ts";
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

  await signInWithPassword(page, email);
  return { context, page };
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

const dashboard = (page: Page) => page.getByRole("heading", { level: 1, name: "Admin Dashboard" });

/** A code of the authenticator app: each is accepted once, so every call takes a later 30-second step. */
function authenticator(secret: string) {
  let used = 0;
  return async () => {
    const STEP = 30_000;
    let step = Math.max(Math.floor(Date.now() / STEP), used + 1);
    // The server takes one step ahead at most; past that, the app's clock must reach it.
    while (step > Math.floor(Date.now() / STEP) + 1) await new Promise((r) => setTimeout(r, 1000));
    used = step;
    step = used;
    return totpAt(secret, step * STEP);
  };
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
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
  await expect(dashboard(staff.page)).toBeVisible();
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

  // The Audit tab names the owner as the one who disabled them.
  await page.getByRole("tab", { name: "Audit", exact: true }).click();
  const filters = page.getByRole("form", { name: "Filter the audit trail" });
  await filters.getByLabel("Action").selectOption("staff.disable");
  await filters.getByRole("button", { name: "Show" }).click();
  const disabled = page
    .getByRole("region", { name: "Audit rows" })
    .getByRole("row")
    .filter({ hasText: email })
    .first();
  await expect(disabled).toContainText("admin");
  await expect(disabled).toContainText("staff.disable");
});

test("an invited dispenser enrols a second factor, signs in with a code, sees prescriptions and no refunds; a recovery code works once; the audit tab names each actor", async ({
  page,
  request,
  browser,
}) => {
  const email = `${unique("dispenser")}@example.com`;
  const { orderNumber } = await createPaidOrder(request, {
    name: "Audit Shopper",
    email: `${unique("shopper")}@example.com`,
  });
  await signIn(page, request);
  await skipCookieBanner(page);
  await openTab(page, "Staff");
  await invite(page, "Dee Dispenser", email, "dispenser");

  // The link sets the password; the role needs a second factor, so the admin opens the enrolment first.
  const { context, page: phone } = await acceptAndSignIn(browser, await invitationLink(email), email);
  await expect(phone.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await phone.getByRole("button", { name: "Set up a second factor" }).click();
  await expect(phone.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await phone.getByTestId("totp-secret").textContent()) ?? "").trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const nextCode = authenticator(secret);
  await phone.getByLabel("Code from the app").fill(await nextCode());
  await phone.getByRole("button", { name: "Confirm" }).click();
  const list = phone.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recovery = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await phone.getByRole("button", { name: "I have saved them" }).click();
  await phone.getByRole("button", { name: "Sign out" }).click();
  await expect(phone).toHaveURL(/\/login$/);

  await signInWithPassword(phone, email);
  await enterCode(phone, await nextCode());
  await expect(dashboard(phone)).toBeVisible();
  await expect(phone.getByRole("tab", { name: "Prescriptions", exact: true })).toBeVisible();
  await expect(phone.getByRole("tab", { name: "Prescription Work", exact: true })).toBeVisible();
  for (const hidden of ["Returns", "Discount Codes", "Staff", "Audit", "Privacy"]) {
    await expect(phone.getByRole("tab", { name: hidden, exact: true })).toHaveCount(0);
  }
  await phone.getByRole("tab", { name: "Orders", exact: true }).click();
  await phone.getByLabel("Search orders").fill(orderNumber);
  await phone.getByRole("button", { name: `Order ${orderNumber}: view details` }).click();
  const details = phone.getByRole("dialog", { name: "Order Details" });
  await expect(details).toContainText(orderNumber);
  await expect(details.getByRole("button", { name: /Refund/ })).toHaveCount(0);
  await expect(details.getByRole("button", { name: /Cancel order/i })).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).click();

  // A recovery code signs in once, and not twice.
  await phone.getByRole("button", { name: "Sign out" }).click();
  await signInWithPassword(phone, email);
  await enterCode(phone, recovery[0] as string);
  await expect(dashboard(phone)).toBeVisible();
  await phone.getByRole("button", { name: "Sign out" }).click();
  await signInWithPassword(phone, email);
  await enterCode(phone, recovery[0] as string);
  await expectToast(phone, "Error", /not right, or it has been used already/);
  await expect(phone).toHaveURL(/\/login$/);
  await context.close();

  // The owner's audit tab: the invitation by the owner, the acceptance by the dispenser, with their names.
  await page.reload();
  await page.getByRole("tab", { name: "Audit", exact: true }).click();
  const filters = page.getByRole("form", { name: "Filter the audit trail" });
  const rows = page.getByRole("region", { name: "Audit rows" });
  await filters.getByLabel("Action").selectOption("staff.accept");
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(rows.getByRole("row").filter({ hasText: email }).first()).toContainText("staff.accept");
  await filters.getByLabel("Action").selectOption("staff.invite");
  await filters.getByRole("button", { name: "Show" }).click();
  const invited = rows.getByRole("row").filter({ hasText: "Dee Dispenser" }).first();
  await expect(invited).toContainText("admin");
  await expect(invited).toContainText("staff.invite");
  await filters.getByLabel("Action").selectOption("account.second-factor-on");
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(rows.getByRole("row").filter({ hasText: email }).first()).toContainText(
    "account.second-factor-on",
  );
});
