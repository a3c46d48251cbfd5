import type { Page } from "@playwright/test";
import { expectNoSeriousViolations as expectAxeClean, expectNoHorizontalScroll } from "./common.ts";

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

export const expectNoSeriousViolations = (page: Page) =>
  expectAxeClean(page, { excludeRadixFocusProxy: true });

/** "55.00" -> "£55.00", as the pages format catalogue prices. */
export const pounds = (decimal: string) => `£${decimal}`;

export function penceToPounds(pence: number): string {
  return `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

export { expectNoHorizontalScroll };
