import { adminToken, bearer } from "./admin-fixtures.ts";
import { addSunglassesFromHome, openCheckout, toasts } from "./checkout-fixtures.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

/** A refused code is explained next to the code field, with what to do, and never as a toast. */
test.describe.configure({ timeout: 60_000 });

const ADVICE = "Check the code for typing mistakes or try another one. You can also pay without a code.";

async function usedUpCode(request: APIRequestContext): Promise<string> {
  const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/discount-codes", {
    headers: bearer(await adminToken(request)),
    data: {
      code,
      description: "one use only",
      discountType: "percentage",
      discountValue: "10",
      maxUses: 1,
      validFrom: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Another shopper's checkout holds the one use.
  const held = await request.post("/api/create-payment-intent", {
    data: { items: [{ productId: 5, quantity: 1 }], country: "GB", discountCode: code },
  });
  expect(held.status(), await held.text()).toBe(200);
  return code;
}

async function expectInlineRefusal(page: Page, reason: string | RegExp) {
  const field = page.getByLabel("Discount code", { exact: true });
  const alert = page.locator("#checkout-discount-error");
  // The code is checked by the server first: on a loaded machine that can take a while.
  await expect(alert).toHaveRole("alert", { timeout: 15_000 });
  await expect(alert).toContainText(reason);
  await expect(page.locator("#checkout-discount-advice")).toHaveText(ADVICE);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", /checkout-discount-error/);
  const fieldBox = await field.boundingBox();
  const alertBox = await alert.boundingBox();
  // Right under the field, not elsewhere on the page.
  expect(alertBox && fieldBox ? alertBox.y - (fieldBox.y + fieldBox.height) : Number.NaN).toBeLessThan(80);
  await expect(toasts(page)).toHaveCount(0);
}

test("an unknown code is refused next to the field with the reason and what to do", async ({ page }) => {
  await addSunglassesFromHome(page);
  await openCheckout(page);
  await page.getByLabel("Discount code", { exact: true }).fill("NO-SUCH-CODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expectInlineRefusal(page, "Invalid discount code");
  await expect(page.getByRole("button", { name: "Complete Order - £75.00" })).toBeVisible();
});

test("a used-up code typed at the checkout is refused inline", async ({ page, request }) => {
  const code = await usedUpCode(request);
  await addSunglassesFromHome(page);
  await openCheckout(page);
  await page.getByLabel("Discount code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expectInlineRefusal(page, "This discount code has reached its usage limit");
  await expect(page.getByRole("button", { name: "Complete Order - £75.00" })).toBeVisible();
});

test("a used-up code carried in from before is dropped with its reason at the field", async ({
  page,
  request,
}) => {
  const code = await usedUpCode(request);
  await addSunglassesFromHome(page);
  await page.evaluate(
    (c) => sessionStorage.setItem("shop:applied-discount", JSON.stringify({ code: c })),
    code,
  );
  await openCheckout(page);
  await expectInlineRefusal(page, `reached its usage limit. Code ${code} has been removed from your order.`);
  await expect(page.getByRole("button", { name: "Complete Order - £75.00" })).toBeVisible();
});
