import { escapeHtml } from "#server/lib/escape-html.ts";
import { siteOf } from "#server/modules/seo/index.ts";
import { renderedHeading, renderedMainText, renderedRoot, seedOf } from "#server/test/served-page.ts";
import { variantSrcSet } from "#shared/image-variants.ts";
import { formatPence, poundsToPence } from "#shared/money.ts";
import { lcpImageOf, PRELOAD_FORMAT } from "#shared/page-meta.ts";
import { Product } from "#shared/schemas/catalogue.ts";
import { metaFor, site } from "#web/pages.ts";
import { collectConsoleProblems } from "./page-fixtures.ts";
import { expectAddedDrawer, openBasket } from "./products-fixtures.ts";
import { expect, type Page, type Request, test } from "./test.ts";

/** The heading each public page shows first; a new public page must say what its heading is. */
const HEADINGS: Record<string, string> = {
  "/": "Primary+ Sports Sunglasses",
  "/dynamic-landing": "The Collection",
  "/about": "About Us",
  "/prescription-sports-sunglasses": "Prescription Sports Sunglasses",
  "/prescription-pro": "Customise Your Prescription Sunglasses",
  "/prescription-form": "Prescription Details",
  "/lens-configurator": "Lens Configurator",
  "/signup": "Join the Club",
  "/spare-lenses": "Replacement Lenses",
  "/sports-socks": "Sports Socks",
  "/nose-pads": "Spare Nose Pads",
  "/africa-r3d": "Africa R3D Collection",
  "/who-is-africa": "Who is Africa?",
  "/running-sunglasses": "Running Sunglasses Guide",
  "/faq": "Frequently Asked Questions",
  "/privacy-policy": "Privacy Policy",
  "/terms": "Terms and Conditions",
  "/returns": "Returns and Cancellations",
  "/support": "Customer Support",
};

const SITE = siteOf(site);
const PUBLIC_PAGES = SITE.publicPages.map(({ path }) => path);

const NOT_FOUND = { path: "/no-such-page", heading: "Whoops! Out of Bounds!" };

/**
 * The product pages: the picture of their first view, and whether its price is in that view (the
 * configurators of Prescription Pro and Africa R3D load after it). The route modules' `lcp` exports are
 * the pictures the server preloads; the others are given here.
 */
const PRODUCT_VIEWS = [
  { path: "/", priced: true },
  { path: "/sports-socks", priced: true },
  { path: "/nose-pads", priced: true, image: "/images/nose-pads.jpg" },
  { path: "/spare-lenses", priced: true, image: "/images/lenses/grey.jpg" },
  { path: "/prescription-pro", priced: true },
  { path: "/africa-r3d", priced: true },
] as const;

/** The <img> of a picture in the rendered page, found by its src. */
function imgTag(root: string, src: string): string | undefined {
  return root.match(/<img [^>]*>/g)?.find((tag) => tag.includes(` src="${src}"`));
}

test.describe("the served HTML, before any script runs", () => {
  test("every public page is listed here with its heading", () => {
    expect(Object.keys(HEADINGS).sort()).toEqual([...PUBLIC_PAGES].sort());
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} arrives rendered, with its heading and the answers it was rendered with`, async ({
      request,
    }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${escapeHtml(metaFor(path).title)}</title>`);
      expect(renderedHeading(html)).toBe(HEADINGS[path]);
      expect(seedOf(html)).not.toBeNull();
    });
  }

  test("an unknown path arrives as the rendered not-found page with 404", async ({ request }) => {
    const res = await request.get(NOT_FOUND.path);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(renderedHeading(html)).toBe(NOT_FOUND.heading);
    expect(html).toContain(`<title>${escapeHtml(metaFor(NOT_FOUND.path).title)}</title>`);
  });

  for (const view of PRODUCT_VIEWS) {
    test(`${view.path} names its product${view.priced ? " at its price" : ""} and draws its first picture`, async ({
      request,
    }) => {
      const productId = SITE.page(view.path)?.meta.product;
      expect(productId, "the product its route module sells").toBeDefined();
      const { name, basePrice } = Product.parse(
        await (await request.get(`/api/products/${productId}`)).json(),
      );
      const html = await (await request.get(view.path)).text();
      const main = renderedMainText(html);
      expect(main).toContain(name);
      if (view.priced) expect(main).toContain(formatPence(poundsToPence(basePrice)));

      const lcp = lcpImageOf(SITE.page(view.path));
      const src = lcp?.src ?? ("image" in view ? view.image : undefined);
      if (!src) throw new Error(`${view.path} names no first picture`);
      const img = imgTag(renderedRoot(html), src);
      expect(img, `<img src="${src}">`).toBeDefined();
      if (!lcp) return;
      expect(img).toContain('fetchPriority="high"');
      expect(img).toContain('loading="eager"');
      expect(img).toContain(`sizes="${lcp.sizes}"`);
      // The preload in the head fetches the very file the <picture> picks: its AVIF set at the same sizes.
      const head = html.slice(0, html.indexOf("</head>"));
      const srcset = variantSrcSet(lcp.src, PRELOAD_FORMAT.format);
      expect(renderedRoot(html)).toContain(
        `<source type="${PRELOAD_FORMAT.type}" srcSet="${srcset}" sizes="${lcp.sizes}"/>`,
      );
      expect(head).toContain(
        `<link rel="preload" as="image" type="${PRELOAD_FORMAT.type}" imagesrcset="${srcset}" imagesizes="${lcp.sizes}" fetchpriority="high" />`,
      );
    });
  }
});

/**
 * Resolves once React has hydrated the page's heading (it tags the DOM nodes it owns), after the page's
 * scripts and chunks have loaded.
 */
async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const heading = document.querySelector("main h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** The /api/ calls the page makes from now on, as paths with their query. */
function apiCalls(page: Page): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const listener = (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) calls.push(url.pathname + url.search);
  };
  page.on("request", listener);
  return { calls, stop: () => page.off("request", listener) };
}

/** The server renders without knowing the screen: a phone must hydrate as cleanly as a desktop. */
for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`hydrating the served page (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of [...PUBLIC_PAGES, NOT_FOUND.path]) {
      test(`${path} hydrates without a warning and without fetching what it came with`, async ({ page }) => {
        const problems = collectConsoleProblems(page);
        const api = apiCalls(page);
        const res = await page.goto(path);
        expect(res?.status()).toBe(path === NOT_FOUND.path ? 404 : 200);
        await hydrated(page);
        api.stop();
        expect(api.calls).toEqual([]);
        // The page answers: the header's basket opens.
        await openBasket(page);
        // Chromium reports the not-found page's own status as a failed load; anything else is a problem.
        const own404 = `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${res?.url()})`;
        expect(problems.filter((p) => !(path === NOT_FOUND.path && p === own404))).toEqual([]);
      });
    }
  });
}

test("a product added on a server-rendered page stays in the basket across reloads and pages", async ({
  page,
}) => {
  await page.goto("/sports-socks");
  await hydrated(page);
  const basketButton = (count: string) => page.getByRole("button", { name: `Open basket, ${count}` });
  await expect(basketButton("0 items")).toBeVisible();
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expectAddedDrawer(page, "Sports Socks");
  await page.getByRole("button", { name: "Continue shopping" }).click();
  await expect(basketButton("1 item")).toBeVisible();

  // The server renders every page with an empty basket; the stored one comes back once it has hydrated.
  await page.reload();
  await hydrated(page);
  await expect(basketButton("1 item")).toBeVisible();
  const panel = await openBasket(page);
  await expect(panel.getByRole("listitem").filter({ hasText: "Sports Socks" })).toHaveCount(1);

  await page.goto("/faq");
  await hydrated(page);
  await expect(basketButton("1 item")).toBeVisible();
});

/** The app's shell: React, React Router and the app (vite.config.ts), fetched by main.tsx. */
const SHELL_FILE = /\/assets\/(react|react-router|start-app)-[\w-]{8}\.js$/;

test("a served page leaves the connection to its first paint: the app's code comes after", async ({
  page,
  request,
}) => {
  // The head names only the entry: no preload of the shell competes with the stylesheet, fonts and picture.
  const html = await (await request.get("/prescription-pro")).text();
  expect(html.match(/<script [^>]*src="[^"]+"/g)).toEqual([expect.stringMatching(/src="\/assets\/index-/)]);
  expect(html).not.toContain("modulepreload");

  // The stylesheet, held back here, blocks the first paint: nothing of the shell is asked for before it.
  const start = Date.now();
  let stylesheetAt = Number.POSITIVE_INFINITY;
  const shell = new Map<string, number>();
  await page.route("**/assets/*.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    stylesheetAt = Date.now() - start;
    await route.continue();
  });
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (SHELL_FILE.test(path)) shell.set(path, Date.now() - start);
  });
  await page.goto("/prescription-pro");
  expect(shell.size).toBe(3);
  for (const at of shell.values()) expect(at).toBeGreaterThanOrEqual(stylesheetAt);
  await expect(page.getByRole("radio", { name: "Single Vision" })).toBeVisible();
});

test("the socks carousel's hidden photos wait for the first view", async ({ page, request }) => {
  // In the served page only the first slide has its picture.
  const root = renderedRoot(await (await request.get("/sports-socks")).text());
  expect(root).toContain('src="/images/socks/sock-1.jpg"');
  expect(root).not.toContain("/images/socks/sock-2");
  // Then they come: each slide has its picture by the time the carousel turns.
  await page.goto("/sports-socks");
  await expect(page.getByTestId("sock-carousel").locator("img")).toHaveCount(6);
});
