import { expect } from "./admin-fixtures.ts";
import { expectNoSeriousViolations } from "./page-fixtures.ts";
import { test } from "./test.ts";

test("a forged question link says it does not work and points to the contact page", async ({ page }) => {
  const answer = page.waitForResponse((res) => res.url().includes("/api/prescription-query?q="));
  await page.goto("/prescription-query?q=forged.token");
  expect((await answer).status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "A question about your prescription" }),
  ).toBeVisible();
  const problem = page.getByTestId("query-link-problem");
  await expect(problem).toContainText("This link does not work");
  await expect(problem.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/support");
  await expect(page.getByRole("button", { name: "My prescription is correct as sent" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("a link without its token says so without asking the server", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/prescription-query");
  await expect(page.getByTestId("query-link-problem")).toContainText("This link does not work");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
