import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** A stored cookie choice, so the banner does not cover the page under test. */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      "shop:cookie-consent",
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        preferences: false,
        timestamp: "2025-06-26T00:00:00.000Z",
      }),
    ),
  );
}

/** Radix NavigationMenu's focus proxy (see shell-a11y.spec.ts). */
const RADIX_FOCUS_PROXY = 'nav[aria-label="Main"] li > span[aria-hidden="true"][tabindex="0"]';

export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude(RADIX_FOCUS_PROXY).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** "55.00" -> "£55.00", as the pages format catalogue prices. */
export const pounds = (decimal: string) => `£${decimal}`;

export function penceToPounds(pence: number): string {
  return `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}
