import { openInApp } from "./page-fixtures.ts";
import { basketLine, expectAddedDrawer } from "./products-fixtures.ts";
import { expect, test } from "./test.ts";

test("a shopper picks a tint, sees the price change and adds it to the basket", async ({ page }) => {
  await page.goto("/spare-lenses");
  await expect(page.getByRole("heading", { level: 1, name: "Replacement Lenses" })).toBeVisible();

  const tints = page.getByRole("radiogroup", { name: "Choose your tint" }).getByRole("radio");
  await expect(tints).toHaveCount(6);
  const add = page.getByRole("button", { name: "Add to Basket" });
  await expect(add).toBeDisabled();
  const price = page.getByTestId("spare-lens-price");
  await expect(price).toHaveText("£35.00");

  await page.getByRole("radio", { name: "Brennweite Blue Mirror" }).click();
  await expect(price).toHaveText("£45.00");
  await expect(page.getByRole("heading", { name: "Brennweite Blue Mirror", level: 3 })).toBeVisible();
  await page.getByRole("radio", { name: "Ultimate Transitions" }).click();
  await expect(price).toHaveText("£100.00");
  await page.getByRole("radio", { name: "Brennweite Blue Mirror" }).click();
  await expect(add).toBeEnabled();
  await add.click();
  await expectAddedDrawer(page, "Replacement Lenses");

  const line = await basketLine(page, "Replacement Lenses");
  await expect(line).toContainText("Lens: Brennweite Blue Mirror");
  await expect(line).toContainText("£45.00");
});

test("lens cards work from the keyboard", async ({ page }) => {
  await page.goto("/spare-lenses");
  const first = page.getByRole("radio", { name: "Brennweite Grey" });
  await first.focus();
  // Radix moves focus a tick after keydown and checks the item only while the arrow key is down,
  // so the key is held as a person would hold it rather than tapped in zero time.
  await page.keyboard.down("ArrowRight");
  const blue = page.getByRole("radio", { name: "Brennweite Blue Mirror" });
  await expect(blue).toBeFocused();
  await page.keyboard.up("ArrowRight");
  await expect(blue).toBeChecked();
  await expect(page.getByTestId("spare-lens-price")).toHaveText("£45.00");
  await page.keyboard.press("Space");
  await expect(blue).toBeChecked();
});

test("features and technical specs tabs, installation steps and no video slot without a video", async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "media" || req.url().includes("/videos/")) videoRequests.push(req.url());
  });
  await page.goto("/spare-lenses");
  const tabs = page.getByRole("tablist", { name: "Replacement Lenses details" });
  await expect(tabs.getByRole("tab", { name: "Features" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Tool-free fitting");
  await tabs.getByRole("tab", { name: "Technical Specs" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Fits Primary+ frames");

  const steps = page
    .getByRole("heading", { name: "Fit your lenses in three steps" })
    .locator("..")
    .getByRole("listitem");
  await expect(steps).toHaveCount(3);
  // No video is configured in the test server, so the slot shows nothing and nothing asks for one.
  await expect(page.locator("video")).toHaveCount(0);
  expect(videoRequests).toEqual([]);
});

test("a loading skeleton, then the error view whose Try Again refetches both calls", async ({ page }) => {
  let lensCalls = 0;
  let productCalls = 0;
  let fail = true;
  await page.route("**/api/products/3", async (route) => {
    productCalls++;
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await page.route("**/api/spare-lens-types", async (route) => {
    lensCalls++;
    // Slow enough that the skeleton is on screen long enough to be seen on a busy machine.
    await new Promise((r) => setTimeout(r, 1500));
    if (fail) await route.fulfill({ status: 500, body: '{"message":"boom"}' });
    else await route.continue();
  });
  await openInApp(page, "/spare-lenses");
  await expect(page.getByRole("status", { name: "Loading replacement lenses" })).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "Oops! Something went wrong." });
  await expect(alert).toContainText("We couldn't load the product information. Please try again later.");

  fail = false;
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Replacement Lenses" })).toBeVisible();
  expect(lensCalls).toBe(2);
  expect(productCalls).toBe(2);
});

test("a missing product shows the empty view", async ({ page }) => {
  await page.route("**/api/products/3", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: '{"message":"Product 3 not found"}',
    }),
  );
  await openInApp(page, "/spare-lenses");
  await expect(page.getByRole("heading", { level: 1, name: "No Product Found" })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the product you're looking for.")).toBeVisible();
});
