import type { BasketItem } from "#web/basket/basket-types.ts";
import { expect, type Page, test } from "./test.ts";

const SUNGLASSES: BasketItem = {
  product: {
    id: 1,
    name: "Primary+ Sports Sunglasses",
    basePrice: "55.00",
    price: "55.00",
    productType: "primary",
  },
  quantity: 1,
  color: { id: 1, name: "Ronhill Black" },
  lensType: { id: 5, name: "Brennweite Polarized", additionalPrice: "20.00" },
  unitPricePence: 7500,
};

const SOCKS: BasketItem = {
  product: { id: 4, name: "Sports Socks", basePrice: "5.00", price: "5.00", productType: "socks" },
  quantity: 3,
  sockSize: { id: 2, name: "Medium", euRange: "38-40.5" },
  unitPricePence: 500,
};

const AFRICA_DETAILS = {
  frameId: 1,
  frameName: "Hizashi",
  colorId: 2,
  colorName: "Red",
  visionTypeId: 1,
  visionTypeName: "Single Vision",
  lensTypeId: 2,
  lensTypeName: "Polarized",
  prescriptionOption: "email-later",
} as const;

const AFRICA: BasketItem = {
  product: { id: 6, name: "Africa R3D", basePrice: "0.00", price: "0.00", productType: "africa_r3d" },
  quantity: 1,
  africaR3DDetails: AFRICA_DETAILS,
  unitPricePence: 14000,
};

async function addToBasket(page: Page, ...items: BasketItem[]) {
  await page.waitForFunction(() => window.__shopBasket !== undefined);
  await page.evaluate((lines) => {
    for (const line of lines) window.__shopBasket?.addItem(line);
  }, items);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("shop:test-hooks", "1"));
});

test("lines show in the badge and the panel, change, and survive a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open basket, 0 items" })).toBeVisible();
  await addToBasket(page, SUNGLASSES, SOCKS);

  await expect(page.getByTestId("basket-count")).toHaveText("4");
  await page.getByRole("button", { name: "Open basket, 4 items" }).click();
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Primary+ Sports Sunglasses")).toBeVisible();
  await expect(panel.getByText("Colour: Ronhill Black")).toBeVisible();
  await expect(panel.getByText("Lens: Brennweite Polarized")).toBeVisible();
  await expect(panel.getByText("Size: Medium (EU 38-40.5)")).toBeVisible();
  await expect(panel.getByTestId("basket-delivery")).toHaveText(
    "UK delivery: Free. Delivery abroad is priced at checkout.",
  );
  // £75 for the sunglasses, three pairs of socks for £10.
  const subtotal = panel.getByText("Subtotal").locator("..");
  await expect(subtotal).toContainText("£85.00");

  const sunglassesName = "Primary+ Sports Sunglasses, Ronhill Black, Brennweite Polarized";
  await expect(panel.getByRole("button", { name: `Decrease quantity of ${sunglassesName}` })).toBeDisabled();
  await panel.getByRole("button", { name: `Increase quantity of ${sunglassesName}` }).click();
  await expect(panel.getByRole("status", { name: `Quantity of ${sunglassesName}` })).toHaveText("2");
  await expect(subtotal).toContainText("£160.00");
  await expect(page.getByTestId("basket-count")).toHaveText("5");

  await panel.getByRole("button", { name: "Decrease quantity of Sports Socks, Medium" }).click();
  await expect(subtotal).toContainText("£160.00");
  await panel.getByRole("button", { name: "Decrease quantity of Sports Socks, Medium" }).click();
  await expect(subtotal).toContainText("£155.00");

  await panel.getByRole("button", { name: `Remove ${sunglassesName} from basket` }).click();
  await expect(panel.getByText("Primary+ Sports Sunglasses")).toHaveCount(0);
  await expect(subtotal).toContainText("£5.00");

  await page.reload();
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeHidden();
  await expect(page.getByTestId("basket-count")).toHaveText("1");
  await page.getByRole("button", { name: "Open basket, 1 item" }).click();
  await expect(
    page.getByRole("dialog", { name: "Your Basket" }).getByText("Size: Medium (EU 38-40.5)"),
  ).toBeVisible();
});

test("an Africa R3D line shows the custom frame and the prescription choice", async ({ page }) => {
  await page.goto("/africa-r3d");
  await addToBasket(page, AFRICA, {
    ...AFRICA,
    africaR3DDetails: {
      ...AFRICA_DETAILS,
      frameId: 2,
      frameName: "Eclipse",
      prescriptionOption: "no-prescription",
    },
  });
  await page.getByRole("button", { name: /^Open basket/ }).click();
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  await expect(panel.getByText("Custom 3D-printed frame")).toHaveCount(2);
  await expect(panel.getByText("Prescription: Email later")).toHaveCount(1);
  await expect(panel.getByText("Hizashi · Red")).toBeVisible();
});

test("the empty basket says so, and Checkout closes the panel and goes to /checkout", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Open basket, 0 items" }).click();
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  await expect(panel.getByText("Your basket is empty")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open basket, 0 items" })).toBeFocused();

  await addToBasket(page, SUNGLASSES);
  await page.getByRole("button", { name: "Open basket, 1 item" }).click();
  await panel.getByRole("button", { name: "Checkout" }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
});

test("test hooks are absent without the flag", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open basket, 0 items" })).toBeVisible();
  expect(await page.evaluate(() => window.__shopBasket === undefined)).toBe(true);
  await context.close();
});
