import { readFileSync } from "node:fs";
import { parseCsv } from "#shared/csv.ts";
import { AUDIT_CSV_COLUMNS } from "#shared/schemas/audit.ts";
import {
  ADMIN,
  adminToken,
  bearer,
  createPaidOrder,
  expect,
  expectNoSeriousViolations,
  expectToast,
  openTab,
  signIn,
  unique,
} from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type Page, test } from "./test.ts";

test.describe.configure({ timeout: 150_000 });

const DEVICES = [
  { name: "a desktop", viewport: { width: 1280, height: 900 } },
  { name: "a 390 px phone", viewport: { width: 390, height: 844 } },
] as const;

/** Filters the trail by one action and answers the table's row for one record. */
async function rowOf(page: Page, action: string, record: string) {
  await page.getByRole("combobox", { name: "Action" }).selectOption(action);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const table = page.getByRole("region", { name: "Audit rows" });
  const row = table.locator("tbody tr").filter({ hasText: record });
  await expect(row).toHaveCount(1);
  await expect(table.locator("tbody tr").filter({ hasNotText: action })).toHaveCount(0);
  return row;
}

for (const device of DEVICES) {
  test.describe(`the audit trail on ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test("the owner changes an order's status and a price, then finds both in the Audit tab and its CSV", async ({
      page,
      request,
    }) => {
      const tag = unique("audit");
      const { orderId, orderNumber } = await createPaidOrder(request, {
        name: "Audit Runner",
        email: `${tag}@example.com`,
      });
      // A finish of its own, hidden from the shop, so no other test's prices move.
      const created = await request.post("/api/admin/catalogue/finishes", {
        headers: bearer(await adminToken(request)),
        data: { name: `Audit ${tag}`, description: "Kept for the audit test", price: "5.00", active: false },
      });
      expect(created.status(), await created.text()).toBe(201);
      const finish = (await created.json()) as { id: number; name: string };

      await skipCookieBanner(page);
      await signIn(page, request);
      await openTab(page, "Orders");
      await page.getByRole("button", { name: `Order ${orderNumber}: view details` }).click();
      const dialog = page.getByRole("dialog", { name: "Order Details" });
      await dialog.getByLabel(/New status/).selectOption("processing");
      await dialog.getByRole("button", { name: "Update Status" }).click();
      await expectToast(page, "Order Updated");
      await dialog.getByRole("button", { name: "Close" }).first().click();

      await page.getByRole("tab", { name: "Catalogue", exact: true }).click();
      await page.getByLabel("List").selectOption({ label: "Finishes" });
      await page.getByRole("button", { name: `Edit ${finish.name}` }).click();
      const edit = page.getByRole("dialog", { name: `Edit ${finish.name}` });
      await edit.getByLabel("Surcharge (£)").fill("7.25");
      await edit.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Saved");

      await page.getByRole("tab", { name: "Audit", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Audit Trail" })).toBeVisible();
      const status = await rowOf(page, "order.status", `order ${orderId}`);
      await expect(status).toContainText(ADMIN.username);
      await expect(status).toContainText("status: paid → processing");
      const price = await rowOf(page, "price.update", `catalogue finishes/${finish.id}`);
      await expect(price).toContainText(ADMIN.username);
      await expect(price).toContainText("price: 5.00 → 7.25");
      await expectNoSeriousViolations(page);

      // The CSV holds what the filter shows.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...rows] = parseCsv(readFileSync(await download.path(), "utf8"));
      expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
      const mine = rows.find((r) => r[6] === `finishes/${finish.id}`);
      expect(mine?.slice(4, 9)).toEqual([
        "price.update",
        "catalogue",
        `finishes/${finish.id}`,
        '{"price":"5.00"}',
        '{"price":"7.25"}',
      ]);
      expect(mine?.[1]).toBe(ADMIN.username);
      expect(rows.every((r) => r[4] === "price.update")).toBe(true);
    });
  });
}
