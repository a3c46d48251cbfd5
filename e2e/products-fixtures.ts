import { expect, type Locator, type Page } from "./test.ts";

/** Helpers shared by the product, configurator and Africa R3D browser tests. */

/** The basket panel, opened from the header unless an Add to Basket already opened it. */
export async function openBasket(page: Page) {
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  if (!(await panel.isVisible())) await page.getByRole("button", { name: /^Open basket/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

/** Every line's picture in a list has loaded (the drawer or the checkout summary). */
export async function expectThumbnails(lines: Locator) {
  const count = await lines.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const img = lines.nth(i).getByTestId("line-thumbnail");
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}

/**
 * What every Add to Basket does: the same drawer opens by itself on the line, with its picture, its options
 * and price, and two actions.
 */
export async function expectAddedDrawer(page: Page, productName: string) {
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  await expect(panel).toBeVisible();
  const line = panel.getByRole("listitem").filter({ hasText: productName });
  await expect(line).toHaveCount(1);
  await expectThumbnails(line);
  await expect(line).toContainText("£");
  await expect(panel.getByRole("button", { name: "Continue shopping" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Checkout", exact: true })).toBeVisible();
  return line;
}

/** The basket line for a product, inside the open basket panel. */
export async function basketLine(page: Page, productName: string) {
  const panel = await openBasket(page);
  return panel.getByRole("listitem").filter({ hasText: productName });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole("region", { name: /Notifications/ });
  const toast = region.locator("li").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

export { expectNoHorizontalScroll, expectNoSeriousViolations } from "./page-fixtures.ts";
