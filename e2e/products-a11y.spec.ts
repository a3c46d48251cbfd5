import { openInApp } from "./page-fixtures.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations } from "./products-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

/** The first visit loads the page's own chunk and its data: on a busy runner that can take a while. */
const FIRST_LOAD = { timeout: 20_000 };

/** Each page of this area and something that shows its data has arrived. */
const PAGES: ReadonlyArray<readonly [path: string, ready: (page: Page) => Promise<void>]> = [
  [
    "/spare-lenses",
    (page) => expect(page.getByRole("radio", { name: "Ultimate Transitions" })).toBeVisible(FIRST_LOAD),
  ],
  ["/sports-socks", (page) => expect(page.getByRole("radio", { name: "Small" })).toBeChecked(FIRST_LOAD)],
  ["/nose-pads", (page) => expect(page.getByTestId("nose-pads-total")).toBeVisible(FIRST_LOAD)],
  ["/africa-r3d", (page) => expect(page.getByRole("radio", { name: "Hizashi" })).toBeVisible(FIRST_LOAD)],
  [
    "/prescription-pro",
    (page) => expect(page.getByRole("radio", { name: "Drivewear" })).toBeVisible(FIRST_LOAD),
  ],
  [
    "/lens-configurator",
    (page) => expect(page.getByRole("radio", { name: "Clear" })).toBeChecked(FIRST_LOAD),
  ],
];

test.describe("product and configurator pages: axe and small screens", () => {
  // An axe pass over a whole page takes several seconds on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const [path, ready] of PAGES) {
    test(`${path} at 375 px: no horizontal scroll, no serious violations`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await ready(page);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page);
    });

    test(`${path} on desktop: no serious violations`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await ready(page);
      await expectNoSeriousViolations(page);
    });
  }

  test("prescription-pro with an invalid code and a zoomed image", async ({ page }) => {
    await page.goto("/prescription-pro");
    await page.getByLabel("Discount code (optional)").fill("NOPE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid discount code" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Prescription solution types" }).click();
    await page.getByRole("button", { name: "Zoom image: Optical Rim insert" }).click();
    await expect(page.getByRole("dialog", { name: "Optical Rim insert" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("error and empty views", async ({ page }) => {
    await page.route("**/api/spare-lens-types", (route) => route.fulfill({ status: 500, json: {} }));
    await openInApp(page, "/spare-lenses");
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.route("**/api/products/5", (route) => route.fulfill({ status: 404, json: {} }));
    await openInApp(page, "/nose-pads");
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
