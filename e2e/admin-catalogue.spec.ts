import { adminToken, bearer, expect, expectToast, openTab, signIn } from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { test } from "./test.ts";

const POLARIZED = { id: 5, name: "Brennweite Polarized" };
const LENS_URL = `/api/admin/catalogue/primary-lens-types/${POLARIZED.id}`;

test.afterEach(async ({ request }) => {
  // The run's other specs price the seeded surcharge.
  const res = await request.patch(LENS_URL, {
    headers: bearer(await adminToken(request)),
    data: { price: "20.00" },
  });
  expect(res.status()).toBe(200);
});

test("the admin changes the Polarized surcharge; the configurator, the basket and the charge follow without a restart", async ({
  page,
  request,
}) => {
  // The admin's tab, then the storefront: two pages' worth of loading on a busy runner.
  test.slow();
  await skipCookieBanner(page);
  await signIn(page, request);
  await openTab(page, "Catalogue");
  await page.getByLabel("List").selectOption({ label: "Primary lens types" });
  const row = page.locator("tr", { hasText: POLARIZED.name });
  await expect(row).toContainText("£20.00");

  await page.getByRole("button", { name: `Edit ${POLARIZED.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${POLARIZED.name}` });
  const surcharge = dialog.getByLabel("Surcharge (£)");
  await surcharge.fill("-3");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Price cannot be negative")).toBeVisible();
  await surcharge.fill("27.50");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved");
  await expect(row).toContainText("£27.50");
  const history = page.getByRole("region", { name: "Catalogue change history" });
  await expect(history.locator("tr").nth(1)).toContainText(`primary-lens-types #${POLARIZED.id} (update)`);
  await expect(history.locator("tr").nth(1)).toContainText("price: 20.00");
  await expect(history.locator("tr").nth(1)).toContainText("price: 27.50");

  // The storefront, on the same running server: Primary+ £55.00 + £27.50.
  await page.goto("/");
  const lens = page.getByRole("radio", { name: new RegExp(`^${POLARIZED.name}`) });
  await expect(page.locator("label").filter({ hasText: POLARIZED.name })).toContainText("+£27.50");
  await page.getByRole("radio", { name: "Celeste" }).check();
  await lens.check();
  await expect(page.getByTestId("customizer-total")).toHaveText("£82.50");
  await page.getByRole("button", { name: "Add to Basket" }).click();
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  await expect(panel.getByText(`Lens: ${POLARIZED.name}`)).toBeVisible();
  await expect(panel.getByText("Subtotal").locator("..")).toContainText("£82.50");

  const intent = await request.post("/api/create-payment-intent", {
    data: {
      items: [{ productId: 1, quantity: 1, colorId: 2, lensTypeId: POLARIZED.id }],
      customer: {
        name: "Catalogue Test",
        email: "catalogue.test@example.com",
        phone: "+44 7700 900123",
        address: "1 Test Street",
        city: "Leeds",
        postcode: "LS1 1AA",
        country: "GB",
      },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  expect(((await intent.json()) as { amounts: { charge: string } }).amounts.charge).toBe("82.50");
});
