import { expect, type Page } from "@playwright/test";

/** Helpers shared by the product, configurator and Africa R3D browser tests. */

export async function openBasket(page: Page) {
  await page.getByRole("button", { name: /^Open basket/ }).click();
  const panel = page.getByRole("dialog", { name: "Your Basket" });
  await expect(panel).toBeVisible();
  return panel;
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

export { expectNoHorizontalScroll, expectNoSeriousViolations } from "./common.ts";
