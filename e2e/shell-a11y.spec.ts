import { expectNoSeriousViolations } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("shell accessibility (axe: no serious or critical violations)", () => {
  // An axe pass over a whole page takes several seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("desktop page with an open dropdown", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Without motion the menu is drawn at once, so axe never measures contrast halfway through its fade-in.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Primary + Sports Sunglasses" }).hover();
    await expect(page.getByRole("link", { name: /^Replacement Lenses/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("not-found page", async ({ page }) => {
    await page.goto("/missing-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("basket panel and mobile menu", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("shop:test-hooks", "1"));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.waitForFunction(() => window.__shopBasket !== undefined);
    await page.evaluate(() =>
      window.__shopBasket?.addItem({
        product: { id: 4, name: "Sports Socks", basePrice: "5.00", price: "5.00", productType: "socks" },
        quantity: 2,
        sockSize: { id: 1, name: "Small", euRange: "35-37.5" },
        unitPricePence: 500,
      }),
    );
    await page.getByRole("button", { name: /^Open basket/ }).click();
    await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
