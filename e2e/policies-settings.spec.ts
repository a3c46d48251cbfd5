import { type OwnShop, openAdminTab, signInThroughForm, startOwnShop } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

// The returns window and warranty are shop-wide: this spec changes them on a server of its own.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let shop: OwnShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startOwnShop(1);
});
test.afterAll(async () => {
  await shop?.stop();
});

test("the admin's returns window and warranty are what the product page and the terms promise", async ({
  page,
}) => {
  const base = shop.instances[0]?.url ?? "";
  await skipCookieBanner(page);
  await signInThroughForm(page, base);
  await openAdminTab(page, "Catalogue");
  const form = page.getByRole("form", { name: "Shop settings" });
  const returns = form.getByLabel("Returns window (days)");
  await expect(returns).toHaveValue("30");
  await expect(form.getByLabel("UK delivery time")).toHaveValue("1–3 working days after dispatch");

  // Below the statutory 14 days: refused with the schema's message, nothing saved.
  await returns.fill("13");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByText(/returns window must be a whole number of days from 14/)).toBeVisible();

  await returns.fill("60");
  await form.getByLabel("Warranty (months)").fill("24");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Settings saved");
  const history = page.getByRole("region", { name: "Catalogue change history" });
  await expect(history).toContainText("returnsDays: 30; warrantyMonths: 12");
  await expect(history).toContainText("returnsDays: 60; warrantyMonths: 24");

  await page.goto(`${base}/spare-lenses`);
  const info = page.getByTestId("purchase-info");
  await expect(info).toContainText("60-day returns", { timeout: 20_000 });
  await expect(info).toContainText("24-month guarantee");
  await expect(info).not.toContainText("30-day returns");
  await expect(info).toContainText("UK: free, 1–3 working days after dispatch");

  await page.goto(`${base}/terms`);
  await expect(page.getByText(/return non-prescription items within 60 days of delivery/)).toBeVisible();
  await expect(page.getByText(/manufacturing faults for 24 months from delivery/)).toBeVisible();
});
