import { expect, type Page, test } from "./test.ts";

/** Bound on the cumulative layout shift of a first visit (Lighthouse's "good" is 0.1). */
const MAX_CLS = 0.1;

/** Pages measured, and whether the served HTML preloads their LCP image. */
const PAGES = [
  { path: "/", preloaded: true },
  { path: "/sports-socks", preloaded: true },
  { path: "/prescription-pro", preloaded: true },
  { path: "/faq", preloaded: false },
  { path: "/africa-r3d", preloaded: true },
  { path: "/about", preloaded: true },
  { path: "/who-is-africa", preloaded: true },
  { path: "/running-sunglasses", preloaded: true },
  { path: "/prescription-sports-sunglasses", preloaded: true },
  { path: "/dynamic-landing", preloaded: true },
  { path: "/nose-pads", preloaded: true },
];

/** Pages whose picture is the largest of the first view only beside their choices, on a wide screen. */
const WIDE_ONLY = ["/spare-lenses", "/lens-configurator"];

declare global {
  interface Window {
    __layout: { cls: number; shifts: string[]; lcp: { url: string; tag: string; priority: string | null }[] };
  }
}

/** Records layout shifts (not caused by input) and LCP candidates from the very start of the page. */
async function observeLayout(page: Page) {
  await page.addInitScript(() => {
    const layout: Window["__layout"] = { cls: 0, shifts: [], lcp: [] };
    window.__layout = layout;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        layout.cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}`.slice(0, 80) : String(s.node),
        );
        layout.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        url: string;
        element: Element | null;
      })[]) {
        layout.lcp.push({
          url: entry.url,
          tag: entry.element?.tagName ?? "",
          priority: entry.element?.getAttribute("fetchpriority") ?? null,
        });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** The LCP image's preload (React adds plain ones of its own, e.g. for the logo). */
const LCP_PRELOAD = 'link[rel="preload"][as="image"][fetchpriority="high"]';

/** The candidates of the served HTML's image preload (its srcset, or its one file), as paths. */
async function preloadedCandidates(page: Page): Promise<string[]> {
  const link = page.locator(LCP_PRELOAD);
  const srcset = await link.getAttribute("imagesrcset");
  if (srcset === null) return [(await link.getAttribute("href")) ?? ""];
  return srcset.split(",").map((c) => c.trim().split(/\s+/)[0] ?? "");
}

/** A first visit, until what loads after the first view (footer, banner, forms, tabs) has arrived. */
async function visit(page: Page, path: string) {
  // The cookie banner shows too, and must not move the page.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("contentinfo")).toBeAttached({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__layout);
}

test.describe("layout stability on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, preloaded } of PAGES) {
    test(`${path} does not shift as it loads, and paints its preloaded image`, async ({ page }) => {
      await observeLayout(page);
      const layout = await visit(page, path);
      expect(layout.cls, layout.shifts.join("\n")).toBeLessThanOrEqual(MAX_CLS);

      if (!preloaded) {
        await expect(page.locator(LCP_PRELOAD)).toHaveCount(0);
        return;
      }
      const candidates = await preloadedCandidates(page);
      expect(candidates.length).toBeGreaterThan(1);
      const lcp = layout.lcp.at(-1);
      expect(lcp?.tag).toBe("IMG");
      expect(lcp?.priority).toBe("high");
      expect(candidates).toContain(new URL(lcp?.url ?? "", page.url()).pathname);
    });
  }
});

test.describe("pictures preloaded for wide screens only", () => {
  // Two whole first visits, each until the network is quiet: a loaded machine needs more than the default.
  test.slow();
  for (const path of WIDE_ONLY) {
    test(`${path} paints its preloaded picture on a wide screen, and text first on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await observeLayout(page);
      const layout = await visit(page, path);
      expect(layout.cls, layout.shifts.join("\n")).toBeLessThanOrEqual(MAX_CLS);
      const link = page.locator(LCP_PRELOAD);
      await expect(link).toHaveAttribute("media", "(min-width: 1024px)");
      await expect(link).toHaveAttribute("fetchpriority", "high");
      const candidates = await preloadedCandidates(page);
      const lcp = layout.lcp.at(-1);
      expect(lcp?.tag).toBe("IMG");
      expect(candidates).toContain(new URL(lcp?.url ?? "", page.url()).pathname);

      // On a phone the choices come first and text is the largest element: nothing to preload there.
      const phone = await page.context().newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await observeLayout(phone);
      const phoneLayout = await visit(phone, path);
      expect(phoneLayout.lcp.at(-1)?.tag).not.toBe("IMG");
    });
  }
});
