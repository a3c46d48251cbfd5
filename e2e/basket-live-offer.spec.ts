import { fillShipping, openCheckout, uniqueEmail } from "./checkout-fixtures.ts";
import { type OwnShop, openAdminTab, signInThroughForm, startOwnShop } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

// The socks offer is a shop-wide setting: this spec changes it on a server of its own, not the shared one.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let shop: OwnShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startOwnShop(1);
});
test.afterAll(async () => {
  await shop?.stop();
});

test("the admin's new socks offer is what the basket drawer saves and the abandoned cart records", async ({
  page,
}) => {
  const base = shop.instances[0]?.url ?? "";
  await skipCookieBanner(page);
  await signInThroughForm(page, base);
  await openAdminTab(page, "Catalogue");
  const form = page.getByRole("form", { name: "Shop settings" });
  await form.getByLabel("Socks: pairs per group").fill("2");
  await form.getByLabel("Socks: group price (£)").fill("8.00");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Settings saved");

  // Five pairs: two groups of two at £8.00 and one pair at £5.00 is £21.00, a saving of £4.00 on £25.00.
  await page.goto(`${base}/sports-socks`);
  await expect(page.getByText("Offer: 2 pairs for £8.00")).toBeVisible();
  const plus = page.getByRole("button", { name: "Increase quantity" });
  for (let i = 0; i < 4; i++) await plus.click();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  const drawer = page.getByRole("dialog", { name: "Your Basket" });
  await expect(drawer).toContainText("Socks offer (2 pairs for £8.00)-£4.00");
  await expect(drawer).toContainText("Subtotal£21.00");

  // A fresh page load reads the basket from storage: the drawer prices it by the shop's offer again.
  await page.reload();
  await page.getByRole("button", { name: /^Open basket/ }).click();
  await expect(drawer).toContainText("Subtotal£21.00");

  await openCheckout(page, `${base}/checkout`);
  await expect(page.getByRole("button", { name: /Complete Order - £21\.00/ })).toBeVisible();
  const email = uniqueEmail("offer");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/abandoned-carts"));
  await fillShipping(page, email);
  expect((await saved).status()).toBe(200);
  await expect
    .poll(async () =>
      shop.db.rows<{ total_amount_pence: number; cart_data: { socksSaving?: string } }>(
        "SELECT total_amount_pence, cart_data FROM abandoned_carts WHERE email = $1",
        [email],
      ),
    )
    .toEqual([{ total_amount_pence: 2100, cart_data: expect.objectContaining({ socksSaving: "4.00" }) }]);
});
