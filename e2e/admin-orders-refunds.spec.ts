import { readFile } from "node:fs/promises";
import { pdfText } from "#server/test/pdf-text.ts";
import { createPaidOrder, expect, expectToast, openTab, signIn, unique } from "./admin-fixtures.ts";
import { outboxFor } from "./checkout-fixtures.ts";
import { type APIRequestContext, type Locator, type Page, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

/** A fresh paid order (£75.00) opened in the admin's Order Details dialog. */
async function openPaidOrder(page: Page, request: APIRequestContext, name: string) {
  const email = `${unique("money-back")}@example.com`;
  const paid = await createPaidOrder(request, { name, email });
  await signIn(page, request);
  await openTab(page, "Orders");
  await page
    .locator(`tr[data-order-id="${paid.orderId}"]`)
    .getByRole("button", { name: `Order ${paid.orderNumber}: view details` })
    .click();
  const detail = page.getByRole("dialog", { name: "Order Details" });
  const payment = detail
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Payment and Refunds" }) });
  return { email, paid, detail, payment };
}

test("a partial and then a full refund from the order detail show the amounts and email the shopper twice", async ({
  page,
  request,
}) => {
  const { email, paid, detail, payment } = await openPaidOrder(page, request, "Rita Refund");
  await expect(payment).toContainText("Refundable£75.00");

  const refund = async (amount: string | null, reason: string) => {
    await detail.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Refund", exact: true });
    await expect(dialog).toBeVisible();
    if (amount === null) await dialog.getByRole("button", { name: "Full amount" }).click();
    else await dialog.getByLabel("Amount (£)").fill(amount);
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  // Too much is refused in the dialog before anything is sent.
  await detail.getByRole("button", { name: "Refund", exact: true }).click();
  const first = page.getByRole("dialog", { name: "Refund", exact: true });
  await first.getByLabel("Amount (£)").fill("75.01");
  await first.getByLabel("Reason").fill("Too much");
  await first.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(first.getByText("At most £75.00 can be refunded")).toBeVisible();
  await first.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(first).toBeHidden();

  await refund("20.50", "Scratched lens");
  await expectToast(page, "Refund Issued", `£20.50 refunded on order ${paid.orderNumber}`);
  await expect(payment).toContainText("Refunded£20.50");
  await expect(payment).toContainText("Refundable£54.50");
  await expect(payment.getByRole("region", { name: "Refunds" })).toContainText("Scratched lens");

  await refund(null, "Returned");
  await expect(payment).toContainText("Refunded£75.00");
  await expect(payment).toContainText("Refundable£0.00");
  await expect(detail.getByRole("button", { name: "Refund", exact: true })).toBeDisabled();
  await expect(detail.getByText("refunded", { exact: true }).first()).toBeVisible();

  await expect
    .poll(() => outboxFor(email).filter((m) => /^Subject: Refund of /m.test(m)).length, { timeout: 15_000 })
    .toBe(2);
  const subjects = outboxFor(email).flatMap((m) => /^Subject: (Refund of .*)$/m.exec(m)?.[1] ?? []);
  expect(subjects.sort()).toEqual([
    expect.stringContaining(`£20.50 for order ${paid.orderNumber}`),
    expect.stringContaining(`£54.50 for order ${paid.orderNumber}`),
  ]);
});

test("cancelling a paid order from its detail refunds it in full", async ({ page, request }) => {
  const { email, detail, payment } = await openPaidOrder(page, request, "Cal Cancel");
  await detail.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel order" });
  await expect(dialog).toContainText("£75.00 is refunded to the card");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Out of stock");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Order Cancelled");
  await expect(payment).toContainText("Refunded£75.00");
  await expect(detail.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect
    .poll(() => outboxFor(email).filter((m) => /^Subject: Order .* cancelled/m.test(m)).length, {
      timeout: 15_000,
    })
    .toBe(1);
});

/** Clicks what starts a download and answers the saved file's name and its PDF text. */
async function downloadedPdf(page: Page, trigger: Locator) {
  const downloading = page.waitForEvent("download");
  await trigger.click();
  const download = await downloading;
  const pdf = await readFile(await download.path());
  return { name: download.suggestedFilename(), text: (await pdfText(pdf)).join("\n") };
}

test("a refunded order has a credit note the admin and the shopper can download, and its invoice says so", async ({
  page,
  request,
}) => {
  const { email, paid, detail, payment } = await openPaidOrder(page, request, "Cora Credit");
  await detail.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refund", exact: true });
  await dialog.getByRole("button", { name: "Full amount" }).click();
  await dialog.getByLabel("Reason").fill("Returned unworn");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog).toBeHidden();

  const note = payment.getByRole("region", { name: "Refunds" }).getByRole("button", { name: /^CN-\d{4,}$/ });
  await expect(note).toBeVisible();
  const number = ((await note.textContent()) ?? "").trim();
  const credit = await downloadedPdf(page, note);
  expect(credit.name).toBe(`credit-note-${number}.pdf`);
  expect(credit.text).toContain(`Credit note number: ${number}`);
  expect(credit.text).toContain(`Credits invoice ${paid.orderNumber} of`);
  expect(credit.text).toContain("Reason: Returned unworn");
  expect(credit.text).toMatch(/Total credited\s+£75\.00/);
  expect(credit.text).toMatch(/VAT included \(20%\)\s+£12\.50/);

  const invoice = await downloadedPdf(page, detail.getByRole("button", { name: "Download invoice (PDF)" }));
  expect(invoice.text).toContain("Refunded in full on");
  expect(invoice.text).toContain(`See credit note ${number}.`);

  // The refund email links to the shopper's order page, which lists the credit note.
  await expect
    .poll(() => outboxFor(email).find((m) => /^Subject: Refund of /m.test(m)) ?? "", { timeout: 15_000 })
    .toContain(`Credit note ${number} (PDF)`);
  const mail = outboxFor(email).find((m) => /^Subject: Refund of /m.test(m)) ?? "";
  const orderPage = /https?:\/\/[^\s"\]]+\/order\?t=[\w.-]+/.exec(mail)?.[0] ?? "";
  expect(orderPage).not.toBe("");
  const url = new URL(orderPage);
  await page.goto(`${url.pathname}${url.search}`);
  const link = page.getByRole("link", { name: `Credit note ${number} (PDF)` });
  await expect(link).toBeVisible();
  const shopper = await downloadedPdf(page, link);
  expect(shopper.name).toBe(`credit-note-${number}.pdf`);
  expect(shopper.text).toContain(`Credit note number: ${number}`);
  // The shopper's copy masks the address as their order page does.
  expect(shopper.text).toContain("Cora C.");
});
