import { CUSTOMER, expectToast } from "./admin-fixtures.ts";
import { fillCard } from "./checkout-fixtures.ts";
import { openAdminTab, ownShopForSpec, signInThroughForm } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

// The provider's amount is changed in the sandbox's own table, so this spec has a database of its own.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const own = ownShopForSpec();

test("a short payment is held for review; the owner asks for the total and the shopper pays it by the link", async ({
  page,
  request,
}) => {
  const base = own.base();
  const shop = own.shop();
  const email = `short-${Date.now()}@example.com`;
  const created = await request.post(`${base}/api/create-payment-intent`, {
    data: {
      items: [{ productId: 1, quantity: 2, colorId: 1, lensTypeId: 1 }],
      customer: { name: "Sam Short", email, ...CUSTOMER },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const c = (await created.json()) as { paymentIntentId: string; clientSecret: string; orderId: number };
  // The provider takes £5 of a £110 order.
  await shop.db.rows("UPDATE sandbox_payment_intents SET amount_pence = 500 WHERE id = $1", [
    c.paymentIntentId,
  ]);
  const confirmed = await request.post(`${base}/api/sandbox/payment-intents/${c.paymentIntentId}/confirm`, {
    data: {
      clientSecret: c.clientSecret,
      cardNumber: "4242424242424242",
      expMonth: 12,
      expYear: 2034,
      cvc: "123",
    },
  });
  expect(((await confirmed.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe(
    "succeeded",
  );
  const completed = await request.post(`${base}/api/orders`, {
    headers: { "x-client-secret": c.clientSecret },
    data: { stripePaymentIntentId: c.paymentIntentId },
  });
  expect(completed.status()).toBe(409);

  // The owner sees it in the default list, is told what happened, and asks for the total.
  await skipCookieBanner(page);
  await signInThroughForm(page, base);
  await openAdminTab(page, "Orders");
  const row = page.locator(`tr[data-order-id="${c.orderId}"]`);
  await expect(row).toContainText("review");
  await row.getByRole("button", { name: `Order #${c.orderId}: view details` }).click();
  const detail = page.getByRole("dialog", { name: "Order Details" });
  await expect(detail.getByRole("alert")).toContainText(
    "The payment provider took £5.00, but this order's total is £110.00",
  );
  await detail.getByRole("button", { name: "Ask for the total" }).click();
  await expectToast(page, "Payment link sent", `${email} has been asked to pay £110.00.`);

  const [mail] = await shop.db.rows<{ text: string }>(
    "SELECT text FROM email_outbox WHERE kind = 'order_payment_request' AND \"to\" = $1",
    [email],
  );
  const link = new URL(/https?:\/\/\S+\/pay\?t=[\w.-]+/.exec(mail?.text ?? "")?.[0] ?? "");

  // The shopper opens the link, pays the total, and the order is placed.
  await page.goto(`${base}${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Complete your payment" })).toBeVisible();
  await expect(page.getByText("Your card was charged £5.00 for order")).toContainText("its total is £110.00");
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay £110.00" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you: your order is placed" }),
  ).toBeVisible();
  await expect(page.getByTestId("repayment-paid")).toContainText(/Order NDR-\d+ is paid in full/);
  const [order] = await shop.db.rows<{ status: string; short_intent_id: string }>(
    "SELECT status, short_intent_id FROM orders WHERE id = $1",
    [c.orderId],
  );
  expect(order).toEqual({ status: "paid", short_intent_id: c.paymentIntentId });
  const refunds = await shop.db.rows<{ amount_pence: number }>(
    "SELECT amount_pence FROM sandbox_refunds WHERE payment_intent_id = $1",
    [c.paymentIntentId],
  );
  expect(refunds).toEqual([{ amount_pence: 500 }]);

  // Opening the link again says so, and takes no second payment.
  await page.goto(`${base}${link.pathname}${link.search}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you: your order is placed" }),
  ).toBeVisible();
});
