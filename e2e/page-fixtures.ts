import AxeBuilder from "@axe-core/playwright";
import { CONSENT_POLICY_VERSION } from "#shared/consent.ts";
import { expect, type Page } from "./test.ts";

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  // Contrast measured halfway through a fade-in is not what anyone reads: let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A cookie choice already made, so the banner stays out of the way. */
export async function skipCookieBanner(page: Page) {
  await page.addInitScript(
    (CONSENT_POLICY_VERSION) =>
      window.localStorage.setItem(
        "shop:cookie-consent",
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          preferences: false,
          timestamp: new Date().toISOString(),
          policyVersion: CONSENT_POLICY_VERSION,
        }),
      ),
    CONSENT_POLICY_VERSION,
  );
}

/** Every console error or warning and every uncaught page error from now on, as "type: text". */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") {
      problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A page reached inside the app rather than loaded from the server: it fetches its data then, where a
 * loaded page comes with it. For the views of a failing or empty answer (mock it before calling this).
 */
export async function openInApp(page: Page, path: string) {
  await page.goto("/terms");
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
