import { OWN_ADMIN, ownShopForSpec } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

// Stock is shop-wide: this spec sells socks out from under a basket on a server of its own.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SOCKS = 4;
const XL = 4;
const LINE = "Sports Socks, XL";

const own = ownShopForSpec();

test("fewer left than the basket holds: checkout says so beside the basket, and lowering the line goes on to payment", async ({
  page,
  request,
}) => {
  const base = own.base();
  const login = await request.post(`${base}/api/login`, { data: OWN_ADMIN });
  const token = ((await login.json()) as { token: string }).token;
  const setStock = async (stock: number) => {
    const res = await request.put(`${base}/api/admin/stock`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: SOCKS, sockSizeId: XL, stock },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setStock(10);

  await skipCookieBanner(page);
  await page.goto(`${base}/sports-socks`);
  await page.getByRole("radio", { name: "XL", exact: true }).click();
  const plus = page.getByRole("button", { name: "Increase quantity" });
  await plus.click();
  await plus.click();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();

  // Meanwhile other shoppers buy all but two.
  await setStock(2);
  await page.goto(`${base}/checkout`);
  await expect(page.getByRole("alert")).toContainText("Please change your basket");
  await expect(page.getByTestId("checkout-refusal")).toHaveText(
    "Sorry, only 2 of Sports Socks (XL) left. Please lower the quantity in your basket.",
  );
  await expect(page.getByText("Preparing checkout experience...")).toBeHidden();
  await expect(page.getByRole("status", { name: `Quantity of ${LINE}` })).toHaveText("3");

  await page.getByRole("button", { name: `Decrease quantity of ${LINE}` }).click();
  await expect(page.getByRole("button", { name: /Complete Order - £10\.00/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("alert").filter({ hasText: "Please change your basket" })).toHaveCount(0);
});

test("the socks' quantity and the basket's stop at what is left, and say so", async ({ page, request }) => {
  const base = own.base();
  const login = await request.post(`${base}/api/login`, { data: OWN_ADMIN });
  const token = ((await login.json()) as { token: string }).token;
  const res = await request.put(`${base}/api/admin/stock`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: SOCKS, sockSizeId: XL, stock: 2 },
  });
  expect(res.status(), await res.text()).toBe(200);

  await skipCookieBanner(page);
  await page.goto(`${base}/sports-socks`);
  await page.getByRole("radio", { name: "XL", exact: true }).click();
  const plus = page.getByRole("button", { name: "Increase quantity" });
  await plus.click();
  await expect(page.getByRole("status", { name: "Pairs" })).toHaveText("2");
  await expect(plus).toBeDisabled();
  await expect(page.getByText("That is all we have left in XL.")).toBeVisible();
  await page.getByRole("button", { name: "Add to Basket" }).click();

  const basket = page.getByRole("dialog", { name: "Your Basket" });
  await expect(basket.getByRole("status", { name: `Quantity of ${LINE}` })).toHaveText("2");
  await expect(basket.getByRole("button", { name: `Increase quantity of ${LINE}` })).toBeDisabled();
  await expect(basket.getByText("That is all we have left.")).toBeVisible();
  await basket.getByRole("button", { name: "Close basket" }).click();

  // Both pairs are in the basket: the page offers no more of them.
  await expect(page.getByText("Every pair of XL we have left is in your basket.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Basket" })).toBeDisabled();
});
