import { adminToken, bearer } from "./admin-fixtures.ts";
import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  openCheckout,
  paidOrdersOf,
  paymentIntentOf,
  toasts,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("checkout totals come from the server", () => {
  // Whole purchases through the real pages: slower than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("DEMO10 lowers the charge, Remove restores it, and the order is paid at the discounted price", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("discount");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    const totals = page.getByTestId("checkout-totals");

    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Please enter a discount code")).toBeVisible();
    await page.getByLabel("Discount code").fill("NOPE-NOT-A-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Invalid discount code")).toBeVisible();

    await page.getByLabel("Discount code").fill("demo10");
    await page.getByRole("button", { name: "Apply" }).click();
    // Said beside the field, not in a toast over the form.
    await expect(page.getByRole("status").filter({ hasText: /Code demo10 applied/i })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await expect(totals).toContainText("-£7.50");
    await expect(page.getByRole("button", { name: "Complete Order - £67.50" })).toBeVisible();

    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("button", { name: "Complete Order - £75.00" })).toBeVisible();
    await page.getByLabel("Discount code").fill("DEMO10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("button", { name: "Complete Order - £67.50" })).toBeVisible();

    await fillShipping(page, email);
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: "Complete Order - £67.50" }).click();
    const intent = await paymentIntentOf(request, await expectConfirmation(page, "£67.50"));
    expect(intent).toMatchObject({ status: "succeeded", amount: 6750 });
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
    const [order] = await paidOrdersOf(request, email);
    expect(order).toMatchObject({ total: "67.50", discountCode: "DEMO10" });
  });

  test("a code that leaves less than 30p charges the 30p card minimum, shown as its own line", async ({
    page,
    request,
  }) => {
    const code = `NEARLY${Date.now().toString(36).toUpperCase()}`;
    const created = await request.post("/api/discount-codes", {
      headers: bearer(await adminToken(request)),
      data: {
        code,
        description: "leaves 10p on a £75.00 pair",
        discountType: "fixed",
        discountValue: "74.90",
        validFrom: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const email = uniqueEmail("minimum");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await page.getByLabel("Discount code").fill(code);
    await page.getByRole("button", { name: "Apply" }).click();
    const totals = page.getByTestId("checkout-totals");
    await expect(totals).toContainText("£0.10");
    await expect(totals.getByText("Minimum card payment")).toBeVisible();
    await expect(totals).toContainText("£0.30");
    await fillShipping(page, email);
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: /Complete Order/ }).click();
    const intent = await paymentIntentOf(request, await expectConfirmation(page, "£0.10"));
    expect(intent).toMatchObject({ status: "succeeded", amount: 30 });
  });

  test("a basket that adds up to nothing is refused with the invalid-total message", async ({ page }) => {
    await page.addInitScript(() => {
      const line = {
        product: {
          id: 5,
          name: "Spare Nose Pads",
          basePrice: "0.00",
          price: "0.00",
          productType: "accessories",
        },
        quantity: 1,
        unitPricePence: 0,
      };
      window.localStorage.setItem(
        "shop:basket",
        JSON.stringify({ v: 1, items: [line], appliedDiscount: null }),
      );
    });
    await page.goto("/checkout");
    await expect(page.getByText("Invalid basket total", { exact: true })).toBeVisible();
    await expect(page.getByText("Preparing checkout experience...")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
  });

  test("a non-UK country adds £10.00 shipping to the charge", async ({ page, request }) => {
    const email = uniqueEmail("abroad");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    const totals = page.getByTestId("checkout-totals");
    await expect(totals).toContainText("£0.00");

    await fillShipping(page, email, "IE");
    await expect(totals).toContainText("£10.00");
    await expect(page.getByRole("button", { name: "Complete Order - £85.00" })).toBeVisible();

    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: "Complete Order - £85.00" }).click();
    const payment = await expectConfirmation(page, "£85.00");
    expect(await paymentIntentOf(request, payment)).toMatchObject({ amount: 8500 });
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
    const [order] = await paidOrdersOf(request, email);
    expect(order).toMatchObject({ shipping: "10.00", total: "85.00" });
  });

  test("the form survives a reload of the checkout", async ({ page }) => {
    const email = uniqueEmail("reload");
    await addSunglassesFromHome(page);
    await openCheckout(page);
    await fillShipping(page, email);
    await page.reload();
    await expect(page.getByRole("button", { name: /Complete Order/ })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Postcode")).toHaveValue("LS1 1AA");
  });
});
