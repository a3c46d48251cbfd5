import { penceToDecimal } from "#shared/money.ts";
import { adminToken, bearer } from "./admin-fixtures.ts";
import {
  addSunglassesFromHome,
  type HeldPayment,
  openCheckout,
  paymentIntentOf,
} from "./checkout-fixtures.ts";
import { expect, test } from "./test.ts";

interface Listed {
  total: number;
  orders: { stripePaymentIntentId: string | null; status: string; total: string }[];
}

test("a checkout visited five times and re-priced with a code and another country keeps one pending order, out of the admin's default list", async ({
  page,
  request,
}) => {
  // Five full checkout loads, two re-pricings and a reload: longer than one page's flow on a busy 2-core runner.
  test.slow();
  const token = await adminToken(request);
  const list = async (query: string): Promise<Listed> => {
    const res = await request.get(`/api/orders?${query}`, { headers: bearer(token) });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  // Every payment the server answers this shopper with: a second order would bring a second payment.
  const payments = new Set<string>();
  const secrets = new Map<string, string>();
  page.on("response", async (res) => {
    if (!/\/api\/create-payment-intent$/.test(res.url()) || res.status() !== 200) return;
    const { paymentIntentId, clientSecret } = (await res.json()) as HeldPayment;
    payments.add(paymentIntentId);
    secrets.set(paymentIntentId, clientSecret);
  });

  await addSunglassesFromHome(page);
  for (let visit = 0; visit < 5; visit++) {
    await openCheckout(page);
    await expect(page.getByRole("button", { name: "Complete Order - £75.00" })).toBeVisible();
  }
  await page.getByLabel("Discount code").fill("DEMO10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("button", { name: "Complete Order - £67.50" })).toBeVisible();
  await page.getByLabel("Country").selectOption({ label: "France" });
  await expect(page.getByRole("button", { name: "Complete Order - £77.50" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: /Complete Order - £/ })).toBeVisible({ timeout: 15_000 });

  expect(payments.size).toBe(1);
  const [pi] = [...payments];
  const intent = await paymentIntentOf(request, {
    paymentIntentId: pi ?? "",
    clientSecret: secrets.get(pi ?? "") ?? "",
  });
  expect(intent.status).toBe("requires_payment_method");

  const pending = await list("status=pending&pageSize=200");
  const mine = pending.orders.filter((o) => o.stripePaymentIntentId === pi);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.total).toBe(penceToDecimal(intent.amount as number));
  const placed = await list("pageSize=200");
  expect(placed.orders.some((o) => o.stripePaymentIntentId === pi)).toBe(false);
  expect(placed.orders.every((o) => !["pending", "failed", "lapsed"].includes(o.status))).toBe(true);
});
