/** "55.00" -> "£55.00", as the pages format catalogue prices. */
export const pounds = (decimal: string) => `£${decimal}`;

export function penceToPounds(pence: number): string {
  return `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

export { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./common.ts";
