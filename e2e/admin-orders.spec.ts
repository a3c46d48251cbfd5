import {
  adminToken,
  bearer,
  createPaidOrder,
  expect,
  expectToast,
  openTab,
  signIn,
  unique,
} from "./admin-fixtures.ts";
import { type Page, test } from "./test.ts";

// In file order, one at a time: "Reset All" would otherwise clear the first test's shipment mid-way.
test.describe.configure({ mode: "default", timeout: 120_000 });

const row = (page: Page, orderId: number) => page.locator(`tr[data-order-id="${orderId}"]`);

test("an order paid through the sandbox: status change, label, tracking, email, cancel and reset", async ({
  page,
  request,
}) => {
  const email = `${unique("runner")}@example.com`;
  const { orderId, orderNumber } = await createPaidOrder(request, { name: "Ada Runner", email });
  await signIn(page, request);
  await openTab(page, "Orders");

  await expect(page.getByText(/Showing \d+ of \d+ total orders/)).toBeVisible();
  await expect(row(page, orderId)).toContainText("Ada Runner");
  await expect(row(page, orderId)).toContainText(email);
  await expect(row(page, orderId)).toContainText("Primary+ Sunglasses");
  await expect(row(page, orderId)).toContainText("paid");

  await page.getByLabel("Filter by type").selectOption({ label: "Socks" });
  await expect(row(page, orderId)).toHaveCount(0);
  await page.getByLabel("Filter by type").selectOption({ label: "Primary+ Sunglasses" });
  await expect(row(page, orderId)).toBeVisible();

  await row(page, orderId)
    .getByRole("button", { name: `Order ${orderNumber}: view details` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Primary+ Sports Sunglasses");
  await expect(dialog).toContainText("Celeste");
  await expect(dialog).toContainText("Not shipped yet");

  // Only the transitions the server allows from "paid" are offered.
  const status = dialog.getByLabel(/New status/);
  const options = await status.locator("option").allTextContents();
  expect(options).toEqual([
    "Select a status",
    "Processing",
    "Shipped",
    "Delivered",
    "Completed",
    "Cancelled",
    "Refunded",
  ]);
  const update = dialog.getByRole("button", { name: "Update Status" });
  await expect(update).toBeDisabled();
  await status.selectOption("processing");
  await update.click();
  await expectToast(page, "Order Updated");
  await expect(dialog.getByText(/paid → processing/)).toBeVisible();
  await expect(dialog.getByText("by admin admin")).toBeVisible();

  await expect(dialog.getByRole("button", { name: "Cancel Shipping" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create Shipping Label" }).click();
  await expectToast(page, "Shipping Label Created");
  await expect(dialog.getByRole("button", { name: "Create Shipping Label" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Get Tracking Number" }).click();
  await expectToast(page, "Tracking Number Updated", /Tracking number: /);
  const trackingLink = dialog.getByRole("link", { name: /track on Royal Mail/ });
  await expect(trackingLink).toHaveAttribute("href", /^https:\/\/www\.royalmail\.com\/track-your-item/);
  const tracking = (await trackingLink.textContent())?.replace(/\(.*\)/, "").trim() ?? "";
  expect(tracking.length).toBeGreaterThan(5);

  await dialog.getByRole("button", { name: "Send Tracking Email" }).click();
  await expectToast(page, "Tracking Email Sent", email);

  await dialog.getByRole("button", { name: "Cancel Shipping" }).click();
  await expectToast(page, "Shipping Cancelled");
  await expect(dialog.getByText("Shipping cancelled")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel Shipping" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Get Tracking Number" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Reset" }).click();
  await expectToast(page, "Shipping Information Reset");
  await expect(dialog.getByRole("button", { name: "Create Shipping Label" })).toBeVisible();
  // Escape would first dismiss the open toast (the newest layer), so close the dialog by its button.
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Email", exact: true }).click();
  await expect(
    page.getByText("The Email Tester is disabled for security reasons.", { exact: false }),
  ).toBeVisible();
  // One shipped email when the label was created, one more from "Send Tracking Email".
  const sent = page.getByRole("row").filter({ hasText: email }).filter({ hasText: "Shipped (tracking)" });
  await expect(sent).toHaveCount(2);
  await sent.first().getByRole("button", { name: "View" }).click();
  const details = page.getByRole("dialog", { name: "Email Details" });
  await expect(details).toContainText(tracking);
});

test("Africa R3D orders: found by number in the list, described in full, status from their inline dropdown", async ({
  page,
  request,
}) => {
  const email = `${unique("africa")}@example.com`;
  const { orderId, orderNumber } = await createPaidOrder(
    request,
    { name: "Kofi Runner", email },
    [
      {
        productId: 6,
        quantity: 1,
        africaR3DDetails: {
          frameId: 1,
          colorId: 1,
          visionTypeId: 1,
          lensTypeId: 1,
          prescriptionOption: "no-prescription",
        },
      },
    ],
    "/api/africa-r3d/orders",
  );
  const description = "Hizashi, Black, Single Vision, Clear, No prescription";
  await signIn(page, request);
  await openTab(page, "Orders");
  await page.getByLabel("Search orders").fill(orderNumber);
  await expect(row(page, orderId)).toContainText(orderNumber);
  await expect(row(page, orderId)).toContainText(`1 x Africa R3D (${description})`);
  await row(page, orderId)
    .getByRole("button", { name: `Order ${orderNumber}: view details` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog.getByRole("region", { name: "Order items" })).toContainText(description);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const africa = page.getByRole("region", { name: "Africa R3D Orders", exact: true });
  const africaRow = africa.getByRole("row").filter({ hasText: orderNumber });
  await expect(africaRow).toContainText(description);
  const select = africa.getByLabel(`Status of Africa R3D order ${orderId}`);
  await expect(select).toBeVisible();
  await select.selectOption("processing");
  await expectToast(page, "Status Updated");
  await expect(select).toHaveValue("processing");
  // pending is not reachable from processing: the server would refuse it.
  await expect(select.locator('option[value="pending"]')).toBeDisabled();

  const token = await adminToken(request);
  const rows = (await (await request.get("/api/africa-r3d/orders", { headers: bearer(token) })).json()) as {
    id: number;
    status: string;
  }[];
  expect(rows.find((r) => r.id === orderId)?.status).toBe("processing");
});

test("the Postal Carrier tab shows its settings and resets all after a confirmation", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openTab(page, "Postal Carrier");
  await expect(page.getByText("Royal Mail", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Sandbox", { exact: false }).first()).toBeVisible();
  await page.getByRole("button", { name: "Reset All Shipping Information" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reset all shipping information?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Reset All Shipping Information" }).click();
  await confirm.getByRole("button", { name: "Yes, Reset All" }).click();
  await expectToast(page, "Shipping Information Reset", /Cleared the postal carrier details of \d+ order/);
});
