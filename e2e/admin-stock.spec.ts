import { bearer, expect, expectToast, openTab, signIn } from "./admin-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type Page, test } from "./test.ts";

test.describe.configure({ timeout: 120_000 });

const PRODUCT = "Primary+ Sports Sunglasses";
const COLOUR = "Purple";
const PURPLE = { productId: 1, colorId: 9 };

async function setStockInAdmin(page: Page, stock: string) {
  await openTab(page, "Stock");
  const input = page.getByRole("textbox", { name: `Stock of ${PRODUCT} · ${COLOUR}` });
  await input.fill(stock);
  await page.getByRole("button", { name: `Save stock of ${PRODUCT} · ${COLOUR}` }).click();
  await expectToast(page, "Stock saved", `${PRODUCT} · ${COLOUR}: ${stock} in stock`);
}

test("a colour set to 0 stock is out of stock and cannot be added; set back to 5, it can", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  await skipCookieBanner(page);
  try {
    await setStockInAdmin(page, "0");
    // The dashboard lists it as low stock.
    await expect(page.getByTestId("low-stock-panel")).toContainText(`${PRODUCT} · ${COLOUR}`);
    await expect(page.getByTestId("low-stock-panel")).toContainText("Out of stock");

    await page.goto("/");
    const purple = page.getByRole("radio", { name: `${COLOUR} (Out of stock)` });
    await expect(purple).toBeDisabled();
    await expect(page.locator("label").filter({ hasText: COLOUR })).toContainText("Out of stock");
    await page.getByRole("radio", { name: /Grey/ }).first().check();
    await page.locator("label").filter({ hasText: COLOUR }).click({ force: true });
    await expect(purple).not.toBeChecked();
    await page.getByRole("button", { name: "Add to Basket" }).click();
    await expectToast(page, "Please select options");
    await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeHidden();
    // The server refuses it too, naming the variant.
    const refused = await request.post("/api/create-payment-intent", {
      data: { items: [{ ...PURPLE, quantity: 1, lensTypeId: 1 }], customer: { country: "GB" } },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toContain(`${PRODUCT} (${COLOUR}) is out of stock`);

    await setStockInAdmin(page, "5");
    await page.goto("/");
    const back = page.getByRole("radio", { name: `${COLOUR} (Only 5 left)` });
    await expect(back).toBeEnabled();
    await back.check();
    await page.getByRole("radio", { name: /Grey/ }).first().check();
    await page.getByRole("button", { name: "Add to Basket" }).click();
    const basket = page.getByRole("dialog", { name: "Your Basket" });
    await expect(basket).toBeVisible();
    await expect(basket).toContainText(`Colour: ${COLOUR}`);
  } finally {
    // Other specs choose Purple by its plain name: it goes back to untracked.
    await request.put("/api/admin/stock", { headers: bearer(token), data: { ...PURPLE, stock: null } });
  }
});
