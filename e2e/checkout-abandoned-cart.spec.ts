import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  openCheckout,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

const cartSaved = (page: Page) =>
  page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/abandoned-carts"));

test("the checkout captures the abandoned cart with this browser's cart token, and one call completes the order", async ({
  page,
}) => {
  await addSunglassesFromHome(page);
  await openCheckout(page);
  const email = uniqueEmail("cart");
  const first = cartSaved(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  const saved = await first;
  const token = saved.headers()["x-cart-token"] ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
  expect(saved.postDataJSON()).toMatchObject({ email, totalAmount: "75.00", recovered: false });
  expect((await saved.response())?.status()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem("shop:cart-token"))).toBe(token);

  // The same browser keeps its token across reloads, so it can update its cart.
  await page.reload();
  await expect(page.getByRole("button", { name: /Complete Order/ })).toBeVisible({ timeout: 15_000 });
  const again = cartSaved(page);
  await page.getByLabel("Email", { exact: true }).fill(`x${email}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  expect((await again).headers()["x-cart-token"]).toBe(token);

  await fillShipping(page, email);
  await fillCard(page, CARDS.success);
  // After the card is accepted the browser makes one call that completes the order; the server marks the
  // cart recovered as it completes (the storefront API tests check the cart), so the browser never asks.
  const writes: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() !== "GET" && /^\/api\/(orders|abandoned-carts\/.+)/.test(path)) writes.push(path);
  });
  await page.getByRole("button", { name: "Complete Order - £75.00" }).click();
  await expectConfirmation(page, "£75.00");
  await page.waitForLoadState("networkidle");
  expect(writes).toEqual(["/api/orders"]);
});
