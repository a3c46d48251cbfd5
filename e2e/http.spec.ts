import { LEGACY_REDIRECTS } from "#shared/legacy-redirects.ts";
import { metaFor, NOT_FOUND_PAGE, PAGES } from "#web/pages.ts";
import { expect, test } from "./test.ts";

const htmlEscape = (t: string) =>
  t.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll('"', "&quot;");

test.describe("served over HTTP", () => {
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    test(`${from} is a 301 to ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(to);
    });
  }

  for (const { path } of PAGES) {
    test(`${path} is served with its title and social tags in the HTML`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const meta = metaFor(path);
      expect(html).toContain(`<title>${htmlEscape(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${htmlEscape(meta.description)}" />`);
      expect(html).toContain(`<meta property="og:title" content="${htmlEscape(meta.title)}" />`);
      expect(html).toContain(`<meta name="twitter:description" content="${htmlEscape(meta.description)}" />`);
    });
  }

  test("an unknown path is the not-found page with status 404", async ({ request }) => {
    const res = await request.get("/no-such-page/at-all");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(`<title>${htmlEscape(NOT_FOUND_PAGE.meta.title)}</title>`);
  });

  test("an unknown path shows the not-found screen in the browser", async ({ page }) => {
    const res = await page.goto("/definitely-missing");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Whoops! Out of Bounds!" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home Court" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("security headers are sent", async ({ request }) => {
    const res = await request.get("/");
    const headers = res.headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).not.toContain("js.stripe.com");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Mail clients load the emails' logo from their own origin.
    const logo = await request.get("/images/logo.png");
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toBe("image/png");
    expect(logo.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  test("health and readiness", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});
