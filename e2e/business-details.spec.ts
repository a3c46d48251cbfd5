import { expectToast } from "./admin-fixtures.ts";
import { banner as cookieBanner } from "./consent-fixtures.ts";
import { openAdminTab, ownShopForSpec, signInThroughForm } from "./own-shop-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

// The owner changes shop-wide details here, so this spec has a shop and database of its own.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const own = ownShopForSpec();

const SAVED = {
  "Business name": "Ace Optics Ltd",
  "Registered address": "4 Mill Lane, Otley LS21 3AB",
  "Company number": "09123456",
  "VAT number": "GB 123 4567 89",
  Phone: "0113 496 0123",
  Email: "shop@aceoptics.co.uk",
} as const;

const EXAMPLES_BANNER = /Your business details are still the examples/;

/** What the storefront wraps every page in, none of which an admin page shows. */
async function expectNoStorefrontChrome(page: Page) {
  // The footer and the cookie banner arrive after the first view: give them the time they would take.
  await page.waitForTimeout(2500);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(cookieBanner(page)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Open basket/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /chat/i })).toHaveCount(0);
}

test("the admin pages have their own header and none of the storefront's, on a phone too", async ({
  page,
}) => {
  const base = own.base();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${base}/faq`);
  // The storefront has them, so their absence below is the layout's doing.
  await expect(page.getByRole("contentinfo")).toBeVisible({ timeout: 15_000 });
  await expect(cookieBanner(page)).toBeVisible();

  await page.goto(`${base}/admin/login`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Admin$/ }).first()).toBeVisible();
  await expectNoStorefrontChrome(page);

  await signInThroughForm(page, base);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoStorefrontChrome(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await nav.getByRole("link", { name: "Barcodes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Barcode Generator" })).toBeVisible();
  await expectNoStorefrontChrome(page);

  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the owner replaces the example details; the banner goes and the footer and terms show them", async ({
  page,
}) => {
  const base = own.base();
  await signInThroughForm(page, base);
  const examples = page.getByRole("status").filter({ hasText: EXAMPLES_BANNER });
  await expect(examples).toBeVisible();
  await examples.getByRole("link", { name: "Change your business details" }).click();
  await expect(page.getByRole("tab", { name: "Business Details", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const form = page.getByRole("form", { name: "Business details" });
  // The form starts from the examples.
  await expect(form.getByLabel("Email")).toHaveValue("hello@example.com");
  for (const [label, value] of Object.entries(SAVED)) await form.getByLabel(label).fill(value);
  await form.getByLabel("VAT number").fill("123");
  await form.getByRole("button", { name: "Save Business Details" }).click();
  await expect(form.getByText("VAT number must be GB followed by 9 or 12 digits")).toBeVisible();
  await expect(examples).toBeVisible();

  await form.getByLabel("VAT number").fill(SAVED["VAT number"]);
  await form.getByRole("button", { name: "Save Business Details" }).click();
  await expectToast(page, "Business details saved");
  await expect(examples).toHaveCount(0);

  // Still saved after a reload, and the banner stays away.
  await page.reload();
  await openAdminTab(page, "Business Details");
  await expect(form.getByLabel("Registered address")).toHaveValue(SAVED["Registered address"]);
  await expect(page.getByText(EXAMPLES_BANNER)).toHaveCount(0);

  await page.goto(`${base}/faq`);
  const details = page.getByTestId("company-details");
  await expect(details).toContainText(
    "Ace Optics Ltd. Registered in England and Wales, company number 09123456",
  );
  await expect(details).toContainText("4 Mill Lane, Otley LS21 3AB");
  await expect(details).toContainText("VAT number GB 123 4567 89");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: SAVED.Email })).toHaveAttribute(
    "href",
    `mailto:${SAVED.Email}`,
  );
  await expect(footer.getByRole("link", { name: SAVED.Phone })).toHaveAttribute("href", "tel:01134960123");
  await expect(footer).not.toContainText("example");

  await page.goto(`${base}/terms`);
  const legal = page.getByTestId("legal-sections");
  await expect(legal).toContainText(
    "Ace Optics Ltd, registered in England and Wales under company number 09123456",
  );
  await expect(legal).toContainText("4 Mill Lane, Otley LS21 3AB");
});
