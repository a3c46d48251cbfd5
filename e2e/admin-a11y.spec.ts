import {
  createPaidOrder,
  expect,
  expectNoSeriousViolations,
  openTab,
  signIn,
  unique,
} from "./admin-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 240_000 });

const TABS = [
  "Overview",
  "Prescriptions",
  "Prescription Work",
  "Returns",
  "Contact Messages",
  "Discount Codes",
  "Catalogue",
  "Media",
  "Postal Carrier",
  "WebSocket Admin",
  "Email",
  "Privacy",
  "Stock",
] as const;

test("every dashboard tab, the order dialog and the barcode page pass axe at 375 px", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { orderNumber } = await createPaidOrder(request, {
    name: "Axe Runner",
    email: `${unique("axe")}@example.com`,
  });
  await signIn(page, request);
  await openTab(page, "Orders");
  await page.getByRole("button", { name: `Order ${orderNumber}: view details` }).click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog.getByText("Not shipped yet")).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();

  for (const tab of TABS) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
    await expect(
      page.getByRole("tabpanel", { name: tab }).locator('[role="status"][aria-label^="Loading"]'),
    ).toHaveCount(0);
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
  }

  await page.goto("/admin/barcodes");
  await expect(page.locator("img[data-upc]").first()).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
