import { openCheckout } from "./checkout-fixtures.ts";
import { type OwnShop, openAdminTab, signInThroughForm, startOwnShop } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

// Two instances on one PostgreSQL database and one Redis, as a scaled-out shop runs.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const POLARIZED = "Brennweite Polarized";

let shop: OwnShop;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  shop = await startOwnShop(2);
});
test.afterAll(async () => {
  await shop?.stop();
});

test("the admin changes the Polarized surcharge on one instance; the other's configurator, basket and charge follow without a restart", async ({
  browser,
}) => {
  const [a, b] = shop.instances.map((instance) => instance.url) as [string, string];
  const context = await browser.newContext();
  const admin = await context.newPage();
  const shopper = await context.newPage();
  await skipCookieBanner(shopper);
  await skipCookieBanner(admin);

  // B serves the seeded surcharge first, so its catalogue is in memory before the change.
  await shopper.goto(`${b}/`);
  const polarizedLabel = shopper.locator("label").filter({ hasText: POLARIZED });
  await expect(polarizedLabel).toContainText("+£20.00");

  await signInThroughForm(admin, a);
  await openAdminTab(admin, "Catalogue");
  await admin.getByLabel("List").selectOption({ label: "Primary lens types" });
  await admin.getByRole("button", { name: `Edit ${POLARIZED}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Edit ${POLARIZED}` });
  await dialog.getByLabel("Surcharge (£)").fill("27.50");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(admin.locator("tr", { hasText: POLARIZED })).toContainText("£27.50");

  // B, which was not restarted: Primary+ £55.00 + £27.50.
  await shopper.goto(`${b}/`);
  await expect(polarizedLabel).toContainText("+£27.50");
  await shopper.getByRole("radio", { name: "Celeste" }).check();
  await shopper.getByRole("radio", { name: new RegExp(`^${POLARIZED}`) }).check();
  await expect(shopper.getByTestId("customizer-total")).toHaveText("£82.50");
  await shopper.getByRole("button", { name: "Add to Basket" }).click();
  const drawer = shopper.getByRole("dialog", { name: "Your Basket" });
  await expect(drawer.getByText(`Lens: ${POLARIZED}`)).toBeVisible();
  await expect(drawer).toContainText("Subtotal£82.50");

  // The checkout shows the charge B's server computed for the basket.
  const intent = shopper.waitForResponse((r) => r.url().endsWith("/api/create-payment-intent"));
  await openCheckout(shopper, `${b}/checkout`);
  const answer = await intent;
  expect(answer.url().startsWith(b)).toBe(true);
  expect(((await answer.json()) as { amounts: { charge: string } }).amounts.charge).toBe("82.50");
  await expect(shopper.getByRole("button", { name: "Complete Order - £82.50" })).toBeVisible();
  await context.close();
});
