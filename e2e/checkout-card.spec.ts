import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  expectPaymentError,
  fillCard,
  fillShipping,
  openCheckout,
  ordersOf,
  outboxFor,
  paidOrdersOf,
  toasts,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("card payments in the sandbox", () => {
  // Whole purchases through the real pages: slower than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("4242 buys the basket with one completion call: one paid order with its items, one email, nothing more on reload", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("buyer");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await expect(page.getByText("Primary+ Sports Sunglasses")).toBeVisible();
    await expect(page.getByTestId("checkout-totals")).toContainText("£75.00");
    await expect(page.getByText("Test mode")).toBeVisible();
    await fillShipping(page, email);
    await fillCard(page, CARDS.success);
    await expectNoSeriousViolations(page);
    // Every call the browser makes from here: the card's confirmation, then what the shop is asked.
    const calls: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith("/api/")) calls.push(`${req.method()} ${url.pathname}`);
    });
    await page.getByRole("button", { name: "Complete Order - £75.00" }).click();

    const { paymentIntentId: pi } = await expectConfirmation(page, "£75.00");
    // Once the card is accepted, one call completes the order; the others only read (the confirmation is
    // asked for by POST, its token in the body).
    const afterCard = calls.slice(calls.indexOf(`POST /api/sandbox/payment-intents/${pi}/confirm`) + 1);
    const writes = afterCard.filter(
      (call) => !call.startsWith("GET ") && call !== "POST /api/order-confirmation",
    );
    expect(writes).toEqual(["POST /api/orders"]);
    await expectNoSeriousViolations(page);
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
    const [order] = await paidOrdersOf(request, email);
    expect(order?.stripePaymentIntentId).toBe(pi);
    expect(order?.total).toBe("75.00");
    expect(order?.items).toEqual([expect.objectContaining({ productId: 1, quantity: 1 })]);
    await expect.poll(() => outboxFor(email).length).toBe(1);
    await expect(page.getByRole("button", { name: /Open basket, 0 items/ })).toBeVisible();

    await page.reload();
    await expectConfirmation(page, "£75.00");
    // Give any completion calls of the reload time to land before counting again.
    await page.waitForLoadState("networkidle");
    expect(await ordersOf(request, email)).toHaveLength(1);
    expect(outboxFor(email)).toHaveLength(1);
  });

  test("a declined card is explained beside the card form and completes no order", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("declined");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await fillShipping(page, email);
    await fillCard(page, CARDS.declined);
    await page.getByRole("button", { name: /Complete Order/ }).click();

    await expectPaymentError(page, "Your card was declined.");
    await expect(toasts(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("button", { name: /Complete Order/ })).toBeEnabled();
    expect(await paidOrdersOf(request, email)).toHaveLength(0);
    expect(outboxFor(email)).toHaveLength(0);
  });

  test("any other failure shows a toast, marks the order failed, and a fresh payment then succeeds", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("other-failure");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await fillShipping(page, email);
    await fillCard(page, CARDS.success);
    await expect(page.getByRole("button", { name: "Complete Order - £75.00" })).toBeEnabled();
    // The shipping details cannot be saved: the server is unreachable for that one call, which names
    // the payment being submitted (/api/checkout/{paymentIntentId}/customer) and shows its client secret.
    let submitted = "";
    let secret = "";
    await page.route(
      "**/api/checkout/*/customer",
      (route) => {
        submitted = new URL(route.request().url()).pathname.split("/")[3] ?? "";
        secret = route.request().headers()["x-client-secret"] ?? "";
        return route.abort();
      },
      { times: 1 },
    );
    const renewed = page.waitForResponse((r) => r.url().endsWith("/api/create-payment-intent"));
    await page.getByRole("button", { name: /Complete Order/ }).click();

    await expect(page.getByTestId("checkout-notice")).toContainText("Error");
    await renewed;
    const failed = await request.get(`/api/orders/by-payment-intent/${submitted}`, {
      headers: { "X-Client-Secret": secret },
    });
    expect((await failed.json()).order.status).toBe("failed");
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByRole("button", { name: /Complete Order/ }).click();
    await expectConfirmation(page, "£75.00");
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
  });

  test("3-D Secure: Complete pays the order", async ({ page, request }) => {
    const email = uniqueEmail("threeds-ok");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await fillShipping(page, email);
    await fillCard(page, CARDS.threeDSecure);
    await page.getByRole("button", { name: /Complete Order/ }).click();

    const dialog = page.getByRole("dialog", { name: "Verify your payment" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Complete" }).click();
    await expectConfirmation(page, "£75.00");
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
  });

  test("3-D Secure: Fail declines the payment", async ({ page, request }) => {
    const email = uniqueEmail("threeds-fail");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await fillShipping(page, email);
    await fillCard(page, CARDS.threeDSecure);
    await page.getByRole("button", { name: /Complete Order/ }).click();

    const dialog = page.getByRole("dialog", { name: "Verify your payment" });
    await dialog.getByRole("button", { name: "Fail" }).click();
    await expectPaymentError(page, /unable to authenticate/);
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await paidOrdersOf(request, email)).toHaveLength(0);
  });

  test("card and form mistakes are shown inline and nothing is charged", async ({ page, request }) => {
    const email = uniqueEmail("typo");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await page.getByRole("button", { name: /Complete Order/ }).click();
    await expect(page.getByText("Enter your full name")).toBeVisible();
    await expect(page.getByText("Enter your email address")).toBeVisible();
    await expect(page.getByText("Enter your postcode")).toBeVisible();
    // Each message names the problem: too short, no domain, only part of a postcode.
    await page.getByLabel("Full name").fill("P");
    await page.getByLabel("Email", { exact: true }).fill("paula@");
    await page.getByLabel("Postcode").fill("LS1");
    await page.getByRole("button", { name: /Complete Order/ }).click();
    await expect(page.getByText("Name is too short: enter at least 2 characters")).toBeVisible();
    await expect(page.getByText("Your email address is missing its domain after the @")).toBeVisible();
    await expect(page.getByText("Your postcode is incomplete: enter all of it, like LS1 1AA")).toBeVisible();

    await fillShipping(page, email);
    await fillCard(page, "4242 4242 4242 4241", "01 / 20", "12");
    await page.getByRole("button", { name: /Complete Order/ }).click();
    await expect(page.getByText("Your card number is invalid.")).toBeVisible();
    await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
    await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await paidOrdersOf(request, email)).toHaveLength(0);
  });

  test("an empty basket creates no payment", async ({ page }) => {
    let created = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/create-payment-intent")) created++;
    });
    await page.goto("/checkout");
    // A state, not an error: the page says it in its own words and offers the way back.
    await expect(page.getByText("Your basket is empty")).toBeVisible();
    await expect(page.getByText("Please add items to your basket before checking out.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue shopping" })).toBeVisible();
    expect(created).toBe(0);
  });
});
