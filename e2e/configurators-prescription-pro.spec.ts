import { openInApp } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

const ORDER_KEY = "shop:prescription-pro-order";

async function storedOrder(page: Page) {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), ORDER_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

test("the order button lists what is missing, then prices the choice and stores the order", async ({
  page,
}) => {
  await page.goto("/prescription-pro");
  await expect(
    page.getByRole("heading", { level: 1, name: "Customise Your Prescription Sunglasses" }),
  ).toBeVisible();

  const order = page.getByRole("button", { name: /^(Please select all options above|Order Your)/ });
  await expect(order).toBeDisabled();
  await expect(order).toHaveText("Please select all options above");
  const missing = page.getByRole("list", { name: "Still to choose" }).getByRole("listitem");
  await expect(missing).toHaveText(["Select frame colour", "Select lens type", "Select mirror finish"]);
  await expect(page.getByRole("radio", { name: "Single Vision" })).toBeChecked();

  await page
    .getByRole("radiogroup", { name: "Frame colour" })
    .getByRole("radio", { name: "Celeste" })
    .click();
  await expect(missing).toHaveText(["Select lens type", "Select mirror finish"]);
  await page.getByRole("radio", { name: "Polarized" }).click();
  await expect(missing).toHaveText(["Select mirror finish"]);

  const total = page.getByTestId("configurator-total");
  await expect(total).toHaveText("£140.00");
  await page.getByRole("radio", { name: "Silver Mirror" }).click();
  await expect(order).toBeEnabled();
  await expect(order).toHaveText("Order Your Prescription Sunglasses - £160.00");
  await expect(total).toHaveText("£160.00");

  await expect(page.getByRole("radio", { name: "None" })).toHaveAccessibleDescription(/Free/);
  await page.getByRole("radio", { name: "None" }).click();
  await expect(total).toHaveText("£140.00");
  await page.getByRole("radio", { name: "Varifocal" }).click();
  await expect(total).toHaveText("£185.00");

  // The discount box: blank, invalid, then DEMO10 (10% off).
  const code = page.getByLabel("Discount code (optional)");
  const apply = page.getByRole("button", { name: "Apply" });
  await expect(apply).toBeDisabled();
  await code.fill("   ");
  await apply.click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a discount code" })).toBeVisible();
  await code.fill("NOPE");
  await apply.click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid discount code" })).toBeVisible();
  await expect(total).toHaveText("£185.00");
  await code.fill("demo10");
  await apply.click();
  await expect(page.getByText("Code DEMO10 applied: 10% off")).toBeVisible();
  await expect(total).toHaveText("£166.50");
  await expect(order).toHaveText("Order Your Prescription Sunglasses - £166.50");

  await order.click();
  await expect(page).toHaveURL(/\/prescription-pro-checkout$/);
  const stored = await storedOrder(page);
  expect(stored).toMatchObject({
    productType: "prescription_pro",
    visionType: "varifocal",
    frameColorId: 2,
    frameColorName: "Celeste",
    prescriptionLensTypeId: 14,
    prescriptionLensTypeName: "Polarized",
    finishId: 1,
    finishName: "None",
    basePrice: 165,
    lensUpgradePrice: "20.00",
    finishPrice: "0.00",
    totalPrice: "166.50",
    orderSource: "prescription_pro_page",
    discountCode: "DEMO10",
  });
  expect(Number.isNaN(Date.parse(String(stored?.createdAt)))).toBe(false);
});

test("reached inside the app, placeholders while the colours and lens types load", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const path of ["**/api/colors", "**/api/prescription-lens-types"]) {
    await page.route(path, async (route) => {
      await held;
      await route.continue();
    });
  }
  await openInApp(page, "/prescription-pro");
  await expect(
    page.getByRole("status", { name: "Loading frame colour" }).getByTestId("option-placeholder"),
  ).toHaveCount(8);
  await expect(
    page.getByRole("status", { name: "Loading lens technology" }).getByTestId("option-placeholder"),
  ).toHaveCount(6);
  release();
  await expect(page.getByRole("radiogroup", { name: "Frame colour" }).getByRole("radio")).toHaveCount(10);
  await expect(page.getByRole("radiogroup", { name: "Lens technology" }).getByRole("radio")).toHaveCount(6);
});

test("information sections, the zoomable optical rim image, advice, links and no video slot without a video", async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "media" || req.url().includes("/videos/")) videoRequests.push(req.url());
  });
  await page.goto("/prescription-pro");
  await expect(page.getByText(/beyond −4\.00 or \+3\.50/).first()).toBeVisible();
  const aside = page.getByRole("complementary", { name: "Your order" });
  await expect(aside.getByRole("link", { name: "submit your prescription details" })).toHaveAttribute(
    "href",
    "/prescription-form",
  );
  await expect(aside.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
  // No video is configured in the test server, so the slot shows nothing and nothing asks for one.
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByTestId("video-fallback")).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await page.getByRole("button", { name: "Lens options" }).click();
  await expect(page.getByText("Polarised amber driving lens", { exact: true })).toBeVisible();
  await expect(page.getByText("Photochromic grey lens", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Prescription solution types" }).click();
  await page.getByRole("button", { name: "Zoom image: Optical Rim insert" }).click();
  const dialog = page.getByRole("dialog", { name: "Optical Rim insert" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a failed discount check keeps the full price", async ({ page }) => {
  await page.route("**/api/validate-discount-code", (route) => route.abort());
  await page.goto("/prescription-pro");
  await page.getByLabel("Discount code (optional)").fill("DEMO10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "couldn't check that code" })).toBeVisible();
  await expect(page.getByTestId("configurator-total")).toHaveText("£120.00");
});
