import { PAGES } from "#web/pages.ts";
import { collectConsoleProblems } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

/** Every storefront page a shopper can open; the admin area and its login are not public. */
const PUBLIC_PATHS = PAGES.map(({ path }) => path).filter(
  (path) => !path.startsWith("/admin") && path !== "/login",
);

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`the console stays empty on every public page (${viewport.name})`, async ({ page }) => {
    test.setTimeout(PUBLIC_PATHS.length * 6_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const problems = collectConsoleProblems(page);
    const seen: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      seen.push(...problems.splice(0).map((p) => `${path} → ${p}`));
    }
    expect(PUBLIC_PATHS.length).toBeGreaterThan(20);
    expect(seen).toEqual([]);
  });
}
