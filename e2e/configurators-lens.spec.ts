import { openInApp } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

test("defaults, a price per choice, a re-checked discount and the checkout hand-off", async ({ page }) => {
  await page.goto("/lens-configurator");
  await expect(page.getByRole("heading", { level: 1, name: "Lens Configurator" })).toBeVisible();

  const colours = page.getByRole("radiogroup", { name: "Frame colour" });
  await expect(colours.getByRole("radio", { name: "Ronhill Black" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Frame in Ronhill Black" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Single Vision" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Clear" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "None" })).toBeChecked();
  await expect(page.getByLabel("Discount code (optional)")).toHaveValue("");
  const total = page.getByTestId("configurator-total");
  await expect(total).toHaveText("£120.00");

  await colours.getByRole("radio", { name: "Kerry Green" }).click();
  await expect(page.getByRole("img", { name: "Frame in Kerry Green" })).toBeVisible();
  await page.getByRole("radio", { name: "Grey Tint" }).click();
  await expect(total).toHaveText("£135.00");

  await page.getByLabel("Discount code (optional)").fill("DEMO10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(total).toHaveText("£121.50");

  // Each change of finish, lens or category sends the code again with the new price.
  const recheck = (amount: string) =>
    page.waitForRequest(
      (req) => req.url().endsWith("/api/validate-discount-code") && req.postDataJSON()?.amount === amount,
    );
  let request = recheck("155.00");
  await page.getByRole("radio", { name: "Gold Mirror" }).click();
  await request;
  await expect(total).toHaveText("£139.50");
  request = recheck("200.00");
  await page.getByRole("radio", { name: "Varifocal" }).click();
  await request;
  await expect(total).toHaveText("£180.00");
  request = recheck("185.00");
  await page.getByRole("radio", { name: "Clear" }).click();
  await request;
  await expect(total).toHaveText("£166.50");

  await page.getByRole("button", { name: "Continue to Checkout" }).click();
  await expect(page).toHaveURL(/\/prescription-pro-checkout$/);
  const stored = await page.evaluate(() => window.sessionStorage.getItem("shop:prescription-pro-order"));
  expect(JSON.parse(stored ?? "null")).toMatchObject({
    productType: "prescription_pro",
    visionType: "varifocal",
    frameColorId: 3,
    frameColorName: "Kerry Green",
    prescriptionLensTypeId: 12,
    finishId: 3,
    finishName: "Gold Mirror",
    basePrice: 165,
    lensUpgradePrice: "0.00",
    finishPrice: "20.00",
    totalPrice: "166.50",
    discountCode: "DEMO10",
  });
});

test("an emptied code removes the discount on the next change", async ({ page }) => {
  await page.goto("/lens-configurator");
  const code = page.getByLabel("Discount code (optional)");
  await code.fill("DEMO10");
  await page.getByRole("button", { name: "Apply" }).click();
  const total = page.getByTestId("configurator-total");
  await expect(total).toHaveText("£108.00");
  await code.fill("");
  await page.getByRole("radio", { name: "Silver Mirror" }).click();
  await expect(total).toHaveText("£140.00");
});

test("a missing choice raises the alert", async ({ page }) => {
  await page.route("**/api/colors", (route) => route.fulfill({ json: [] }));
  await openInApp(page, "/lens-configurator");
  await expect(page.getByTestId("configurator-total")).toHaveText("£120.00");
  await page.getByRole("button", { name: "Continue to Checkout" }).click();
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText("Please select a frame colour, lens type, and finish");
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/lens-configurator$/);
});
