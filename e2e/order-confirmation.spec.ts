import Stripe from "stripe";
import { SANDBOX_WEBHOOK_SECRET } from "#server/providers/payments/sandbox.ts";
import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  fillShipping,
  type HeldPayment,
  openCheckout,
  paymentFromUrl,
  toasts,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

const NOT_FOUND = "We couldn't find this order";

/** The bank's late answer (the sandbox's settle call), as the browser holding the payment could not send. */
async function settle(request: APIRequestContext, payment: HeldPayment, outcome: "succeeded" | "failed") {
  const res = await request.post(`/api/sandbox/payment-intents/${payment.paymentIntentId}/settle`, {
    data: { clientSecret: payment.clientSecret, outcome },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The provider's webhook, signed as the sandbox expects. */
async function deliverWebhook(request: APIRequestContext, type: string, paymentIntentId: string) {
  const payload = JSON.stringify({
    id: `evt_${paymentIntentId}_${type}`,
    object: "event",
    type,
    data: { object: { id: paymentIntentId, object: "payment_intent" } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET });
  const res = await request.post("/api/webhooks/stripe", {
    data: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function expectNotFound(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible({ timeout: 20_000 });
  const main = page.getByRole("main");
  await expect(main).not.toContainText("Successful");
  await expect(main).not.toContainText("Thank you");
  await expect(page.getByTestId("order-details")).toHaveCount(0);
}

/** Pays for the home page's sunglasses with this card and waits for the confirmation page. */
async function payWith(page: Page, card: string, email: string) {
  await addSunglassesFromHome(page);
  await openCheckout(page);
  await fillShipping(page, email);
  await fillCard(page, card);
  await page.getByRole("button", { name: "Complete Order - £75.00" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?token=c1\./, { timeout: 15_000 });
  return paymentFromUrl(page);
}

test.describe("the order confirmation page believes only the server", () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({ page }) => skipCookieBanner(page));

  test("a forged, foreign, missing or oversized confirmation shows only 'We couldn't find this order'", async ({
    page,
  }) => {
    await expectNotFound(page, "/order-confirmation?payment_intent=pi_fake123&redirect_status=succeeded");
    await expectNoSeriousViolations(page);
    await expectNotFound(page, "/order-confirmation");
    await expectNotFound(
      page,
      "/order-confirmation?payment_intent=pi_fake1234567890&token=c1.1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&redirect_status=succeeded",
    );
    await expectNotFound(
      page,
      `/order-confirmation?payment_intent=pi_fake1234567890&token=${"c1.".padEnd(10_240, "A")}&redirect_status=succeeded`,
    );
  });

  test("a paid order: its number, items with options and picture, amounts, address, email and next steps", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("confirmed");
    await payWith(page, CARDS.success, email);
    await expectConfirmation(page, "£75.00");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    const items = page.getByTestId("order-items");
    await expect(items).toContainText("Primary+ Sports Sunglasses");
    await expect(items).toContainText("Ronhill Black");
    await expect(items).toContainText(/Polari[sz]ed/);
    const picture = items.locator("img").first();
    await expect(picture).toHaveAttribute("src", "/images/ronhill-black-480w.webp");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("delivery-address")).toContainText("Paula Tester");
    await expect(page.getByTestId("delivery-address")).toContainText("1 Test Street");
    await expect(page.getByTestId("delivery-address")).toContainText("LS1 1AA");
    await expect(page.getByTestId("confirmation-email")).toContainText(email);
    await expect(page.getByTestId("next-steps")).toContainText("tracking number");
    await expect(
      page.getByTestId("next-steps").getByRole("link", { name: "your order page" }),
    ).toHaveAttribute("href", /^\/order\?t=v1\./);
    await expectNoSeriousViolations(page);

    // This tab kept the checkout's token: the payment id alone reopens the order here (a shortened link)...
    const { paymentIntentId } = paymentFromUrl(page);
    await page.goto(`/order-confirmation?payment_intent=${paymentIntentId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByTestId("delivery-address")).toContainText("1 Test Street");
    // ...while someone else opening the same payment id without this checkout's token learns nothing.
    const stranger = await browser.newPage();
    await expectNotFound(
      stranger,
      `/order-confirmation?payment_intent=${paymentIntentId}&redirect_status=succeeded`,
    );
    await stranger.close();
  });

  test("a payment still processing shows so, then the order once the webhook lands", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("processing");
    const payment = await payWith(page, CARDS.processing, email);
    await expect(page).toHaveURL(/redirect_status=processing/);
    await expect(page.getByRole("heading", { level: 1, name: "Your payment is processing" })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByTestId("order-details")).toHaveCount(0);

    // The bank says yes; until the webhook lands, the server still knows no placed order.
    await settle(request, payment, "succeeded");
    await page.waitForTimeout(2500);
    await expect(page.getByRole("heading", { level: 1, name: "Your payment is processing" })).toBeVisible();

    await deliverWebhook(request, "payment_intent.succeeded", payment.paymentIntentId);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible({
      timeout: 10_000,
    });
    await expectConfirmation(page, "£75.00");
    await expect(page.getByTestId("delivery-address")).toContainText("1 Test Street");
    // Placed: the basket is emptied, as after an immediate payment.
    await expect(page.getByRole("button", { name: /Open basket, 0 items/ })).toBeVisible();
  });

  test("a payment the bank refuses later: a way back to the checkout with the basket intact", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("late-decline");
    const payment = await payWith(page, CARDS.processing, email);
    await expect(page.getByRole("heading", { level: 1, name: "Your payment is processing" })).toBeVisible();
    await settle(request, payment, "failed");
    await deliverWebhook(request, "payment_intent.payment_failed", payment.paymentIntentId);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your payment did not go through" }),
    ).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole("main")).not.toContainText("Successful");
    await expect(page.getByRole("button", { name: /Open basket, 1 item/ })).toBeVisible();
    await page.getByRole("link", { name: "Back to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Primary+ Sports Sunglasses")).toBeVisible();
    await expect(page.getByRole("button", { name: /Complete Order - £75.00/ })).toBeVisible({
      timeout: 15_000,
    });
  });
});
