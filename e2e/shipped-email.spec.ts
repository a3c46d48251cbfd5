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
import { outboxFor } from "./checkout-fixtures.ts";
import { test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

const shippedMails = (email: string) =>
  outboxFor(email).filter((m) => /^Subject: .* is on its way$/m.test(m));

test("creating a label emails the shopper once, with the tracking link, shown in the Email tab", async ({
  page,
  request,
}) => {
  const email = `${unique("shipped")}@example.com`;
  const { orderId, orderNumber } = await createPaidOrder(request, { name: "Ada <b>Runner</b>", email });
  await signIn(page, request);
  await openTab(page, "Orders");

  await page
    .locator(`tr[data-order-id="${orderId}"]`)
    .getByRole("button", { name: /view details/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await dialog.getByRole("button", { name: "Create Shipping Label" }).click();
  await expectToast(page, "Shipping Label Created");
  // The tracking event again, and a second label asked for behind the page's back: neither emails again.
  await dialog.getByRole("button", { name: "Get Tracking Number" }).click();
  await expectToast(page, "Tracking Number Updated");
  const again = await request.post("/api/shipping/royal-mail/create", {
    headers: bearer(await adminToken(request)),
    data: { orderId },
  });
  expect(again.status()).toBe(409);

  await expect.poll(() => shippedMails(email).length, { timeout: 15_000 }).toBe(1);
  const mail = shippedMails(email)[0] ?? "";
  expect(mail).toContain(orderNumber);
  expect(mail).toMatch(/Tracking number: RM\d{9}GB/);
  expect(mail).toContain("https://www.royalmail.com/track-your-item#/tracking-results/RM");
  await page.waitForTimeout(2_000);
  expect(shippedMails(email)).toHaveLength(1);

  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await page.getByRole("tab", { name: "Email", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: email }).filter({ hasText: "Shipped (tracking)" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "View" }).click();
  const details = page.getByRole("dialog", { name: "Email Details" });
  const frame = details.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "");
  const html = details.frameLocator("iframe");
  await expect(html.getByText(`Order number: ${orderNumber}`)).toBeVisible();
  await expect(html.getByText("Hello Ada <b>Runner</b>,")).toBeVisible();
  await expect(html.getByText(/VAT number GB/)).toBeVisible();
  await expect(details.locator("pre")).toContainText("Tracking number: RM");
});
