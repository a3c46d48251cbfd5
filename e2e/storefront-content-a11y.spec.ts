import { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

const PAGES = [
  ["/", "Primary+ Sports Sunglasses"],
  ["/dynamic-landing", "The Collection"],
  ["/prescription-sports-sunglasses", "Prescription Sports Sunglasses"],
  ["/about", "About Us"],
  ["/who-is-africa", "Who is Africa?"],
  ["/running-sunglasses", "Running Sunglasses Guide"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms", "Terms and Conditions"],
  ["/returns", "Returns and Cancellations"],
  ["/support", "Customer Support"],
  ["/support?popup=1", "Customer Support"],
] as const;

test.describe("content pages at 375 px: no horizontal scroll, no serious axe violations", () => {
  // An axe pass over a long page takes several seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: { width: 375, height: 812 } });

  for (const [path, heading] of PAGES) {
    test(path, async ({ page }) => {
      await skipCookieBanner(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // Wait for catalogue data, so the loaded layout is what gets measured.
      await expect(page.getByText("Loading", { exact: false }).filter({ visible: true })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test("the home customiser passes axe on a desktop viewport with choices made", async ({ page }) => {
  test.setTimeout(60_000);
  await skipCookieBanner(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("radio", { name: "Blue", exact: true }).check();
  await page.locator('input[name="lens-type"]').nth(2).check();
  await expectNoSeriousViolations(page);
});
