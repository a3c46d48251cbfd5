import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Radix NavigationMenu's hidden focus proxy, which axe wrongly flags (see shell-a11y.spec.ts). */
export const RADIX_FOCUS_PROXY = 'nav[aria-label="Main"] li > span[aria-hidden="true"][tabindex="0"]';

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, opts: { excludeRadixFocusProxy?: boolean } = {}) {
  const builder = new AxeBuilder({ page });
  if (opts.excludeRadixFocusProxy) builder.exclude(RADIX_FOCUS_PROXY);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A cookie choice already made, so the banner stays out of the way. */
export async function skipCookieBanner(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      "shop:cookie-consent",
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        preferences: false,
        timestamp: new Date().toISOString(),
      }),
    ),
  );
}
