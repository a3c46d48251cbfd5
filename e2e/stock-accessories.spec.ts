import { OWN_ADMIN, type OwnShop, startOwnShop } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, expect, test } from "./test.ts";

// Stock is shop-wide: this spec sells out the accessories on a server of its own, not the shared one.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SPARE_LENSES = 3;
const NOSE_PADS = 5;

let shop: OwnShop;
let base: string;
let token: string;
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  shop = await startOwnShop(1);
  base = shop.instances[0]?.url ?? "";
  const login = await request.post(`${base}/api/login`, { data: OWN_ADMIN });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
});
test.afterAll(async () => {
  await shop?.stop();
});

async function setStock(request: APIRequestContext, productId: number, stock: number | null) {
  const res = await request.put(`${base}/api/admin/stock`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId, stock },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("spare lenses out of stock cannot be chosen; with 3 left they say so and can be bought", async ({
  page,
  request,
}) => {
  await skipCookieBanner(page);
  await setStock(request, SPARE_LENSES, 0);
  await page.goto(`${base}/spare-lenses`);
  const tints = page.getByRole("radiogroup", { name: "Choose your tint" }).getByRole("radio");
  await expect(tints).toHaveCount(6);
  await expect(page.getByTestId("stock-notice")).toHaveText("Out of stock");
  for (const tint of await tints.all()) await expect(tint).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add to Basket" })).toBeDisabled();

  await setStock(request, SPARE_LENSES, 3);
  await page.goto(`${base}/spare-lenses`);
  await expect(page.getByTestId("stock-notice")).toHaveText("Only 3 left");
  await page.getByRole("radio", { name: "Brennweite Blue Mirror" }).click();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toContainText(
    "Lens: Brennweite Blue Mirror",
  );

  // Untracked again: no notice.
  await setStock(request, SPARE_LENSES, null);
  await page.goto(`${base}/spare-lenses`);
  await expect(page.getByRole("radio", { name: "Brennweite Grey" })).toBeEnabled();
  await expect(page.getByTestId("stock-notice")).toHaveCount(0);
});

test("nose pads out of stock cannot be added; with 2 left no more than 2 packs can be chosen", async ({
  page,
  request,
}) => {
  await skipCookieBanner(page);
  await setStock(request, NOSE_PADS, 0);
  await page.goto(`${base}/nose-pads`);
  await expect(page.getByTestId("stock-notice")).toHaveText("Out of stock");
  await expect(page.getByRole("button", { name: "Add to Basket" })).toBeDisabled();

  await setStock(request, NOSE_PADS, 2);
  await page.goto(`${base}/nose-pads`);
  await expect(page.getByTestId("stock-notice")).toHaveText("Only 2 left");
  const plus = page.getByRole("button", { name: "Increase quantity" });
  await plus.click();
  await expect(plus).toBeDisabled();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  const line = page.getByRole("dialog", { name: "Your Basket" }).getByRole("listitem").filter({
    hasText: "Spare Nose Pads",
  });
  await expect(line.getByRole("status", { name: /^Quantity of Spare Nose Pads/ })).toHaveText("2");
  await expect(line).toContainText("£30.00");
});
