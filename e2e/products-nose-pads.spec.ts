import { openInApp } from "./page-fixtures.ts";
import { basketLine, expectAddedDrawer } from "./products-fixtures.ts";
import { expect, test } from "./test.ts";

test("a shopper adds two packs of nose pads", async ({ page }) => {
  await page.goto("/nose-pads");
  await expect(page.getByRole("heading", { level: 1, name: "Spare Nose Pads" })).toBeVisible();
  const total = page.getByTestId("nose-pads-total");
  await expect(total).toHaveText("£15.00");
  await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(total).toHaveText("£30.00");

  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expectAddedDrawer(page, "Spare Nose Pads");
  const line = await basketLine(page, "Spare Nose Pads");
  await expect(line.getByRole("status", { name: /^Quantity of Spare Nose Pads/ })).toHaveText("2");
  await expect(line).toContainText("£30.00");
});

test("an unavailable product shows the not-found view", async ({ page }) => {
  await page.route("**/api/products/5", (route) =>
    route.fulfill({ status: 404, json: { message: "Product 5 not found" } }),
  );
  await openInApp(page, "/nose-pads");
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expect(page.getByText("Sorry, this product is currently unavailable.")).toBeVisible();
});
