import { readFileSync } from "node:fs";
import { parseCsv } from "#shared/csv.ts";
import { londonTodayInput } from "#shared/dates.ts";
import { ORDER_EXPORT_COLUMNS } from "#shared/schemas/admin-orders.ts";
import {
  createPaidOrder,
  createUnpaidOrder,
  expect,
  expectNoSeriousViolations,
  openTab,
  signIn,
  unique,
} from "./admin-fixtures.ts";
import { type Page, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

const orderRows = (page: Page) =>
  page.getByRole("region", { name: "Orders", exact: true }).locator("tbody tr");
const counter = (page: Page) => page.getByText(/^Showing \d+ of \d+ total orders/);

async function search(page: Page, text: string) {
  await page.getByLabel("Search orders").fill(text);
  await page.getByLabel("Search orders").press("Enter");
}

test("a paid order's number is in the admin list and finds it; checkouts nobody paid stay out of the default list", async ({
  page,
  request,
}) => {
  const tag = unique("list");
  const paid = await createPaidOrder(request, { name: "Ada Listed", email: `${tag}.paid@example.com` });
  expect(paid.orderNumber).toMatch(/^NDR-\d+$/);
  await createUnpaidOrder(request, { name: "Pat Pending", email: `${tag}.pending@example.com` }, "pending");
  await createUnpaidOrder(request, { name: "Fay Failed", email: `${tag}.failed@example.com` }, "failed");

  await signIn(page, request);
  await openTab(page, "Orders");
  await expect(page.getByLabel("Status")).toHaveValue("placed");
  const paidRow = page.locator(`tr[data-order-id="${paid.orderId}"]`);
  await expect(paidRow).toContainText(paid.orderNumber);

  // The number as a shopper might quote it: lower case, without the prefix.
  await search(page, paid.orderNumber.replace("NDR-", "").toLowerCase());
  await expect(counter(page)).toHaveText(/^Showing 1 of 1 total orders/);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(paidRow).toContainText("Ada Listed");

  // All three share the email prefix; only the paid one is a placed order.
  await search(page, tag);
  await expect(counter(page)).toHaveText(/^Showing 1 of 1 total orders/);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(paidRow).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "All orders" });
  await expect(orderRows(page)).toHaveCount(3);
  await expect(orderRows(page).filter({ hasText: "Pat Pending" })).toContainText("pending");
  await expect(orderRows(page).filter({ hasText: "Fay Failed" })).toContainText("failed");
  await page.getByLabel("Status").selectOption({ label: "Failed" });
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page)).toContainText("Fay Failed");

  // Typing searches by itself after a pause; a search matching nothing says so.
  await page.getByLabel("Status").selectOption({ label: "Placed orders" });
  await page.getByLabel("Search orders").fill(`${tag}-nobody`);
  await expect(page.getByText(`No orders match “${tag}-nobody”`)).toBeVisible();
  await page.getByLabel("Search orders").fill(`${tag}.paid`);
  await expect(orderRows(page)).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // The detail opens from the keyboard and closes with Escape, back on its button.
  const open = paidRow.getByRole("button", { name: `Order ${paid.orderNumber}: view details` });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog).toContainText(`Order ${paid.orderNumber}`);
  await expect(dialog).toContainText(paid.paymentIntentId);
  await expect(dialog.getByText("Charged", { exact: true }).first()).toBeVisible();
  await expect(dialog).toContainText("Primary+ Sports Sunglasses");
  await expect(dialog).toContainText("pending → paid");
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("the list pages through orders", async ({ page, request }) => {
  const tag = unique("pages");
  for (let i = 0; i < 3; i++)
    await createPaidOrder(request, { name: `Page Runner ${i}`, email: `${tag}.${i}@example.com` });
  await signIn(page, request);
  await openTab(page, "Orders");
  await search(page, tag);
  await expect(counter(page)).toHaveText(/^Showing 3 of 3 total orders/);
  await page.getByLabel("Per page").selectOption("25");
  await expect(page.getByText("Orders 1–3 of 3 · Page 1 of 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByLabel("Sort").selectOption({ label: "Oldest first" });
  await expect(orderRows(page).first()).toContainText("Page Runner 0");
  await page.getByLabel("Sort").selectOption({ label: "Newest first" });
  await expect(orderRows(page).first()).toContainText("Page Runner 2");
});

test("Export CSV downloads the placed orders of the chosen days, and the file parses", async ({
  page,
  request,
}) => {
  const tag = unique("csv");
  const paid = await createPaidOrder(request, { name: 'Runner, "Ann"', email: `${tag}@example.com` });
  await createUnpaidOrder(request, { name: "Not Exported", email: `${tag}.pending@example.com` }, "pending");
  const today = londonTodayInput();

  await signIn(page, request);
  await openTab(page, "Orders");
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expect(page.getByText("Choose a From and a To date to export.")).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await expect(page.locator(`tr[data-order-id="${paid.orderId}"]`)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`orders-${today}-to-${today}.csv`);
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), "utf8"));
  expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
  const record = rows.find((r) => r[0] === paid.orderNumber);
  expect(record).toEqual([
    paid.orderNumber,
    expect.stringMatching(new RegExp(`^${today} \\d{2}:\\d{2}$`)),
    'Runner, "Ann"',
    expect.stringMatching(/^1 x Primary\+ Sports Sunglasses \(Celeste, .*Polarized\)$/),
    "62.50",
    "12.50",
    "0.00",
    "0.00",
    "75.00",
    "0.00",
    "paid",
    "0",
    "0.00",
  ]);
  expect(rows.some((r) => r[2] === "Not Exported")).toBe(false);
});
