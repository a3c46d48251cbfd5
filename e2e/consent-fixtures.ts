import { expect, type Page } from "./test.ts";

export const KEY = "shop:cookie-consent";
export const GA = "G-E2ETEST1";
export const ADS = "AW-E2E123/label";

export const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });
export const gtagScripts = (page: Page) =>
  page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]');
export const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null"), KEY);

/** Every gtag() call so far, as plain arrays. */
export const gtagCalls = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)));

/**
 * Serves pages as the server does when GA_MEASUREMENT_ID and ADS_CONVERSION_ID are set (the
 * shop-config meta tag), and answers Google's script with an empty stub so no request leaves.
 */
export async function withAnalyticsConfigured(page: Page) {
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" }),
  );
  await page.route(
    (url) => url.hostname === "127.0.0.1" && !url.pathname.startsWith("/api/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const config = JSON.stringify({ gaMeasurementId: GA, adsConversionId: ADS });
      // In place of the server's own tag (the business details), which the page would read first.
      const body = (await response.text())
        .replace(/<meta name="shop-config" content="[^"]*" \/>/, "")
        .replace("</head>", `<meta name="shop-config" content='${config}' /></head>`);
      const headers = { ...response.headers() };
      // The server's CSP names Google only when it is configured itself.
      delete headers["content-security-policy"];
      await route.fulfill({ response, body, headers });
    },
  );
}

export async function open(page: Page, path = "/about") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
}
