import { expect, type Page, test } from "@playwright/test";
import { CONSENT_POLICY_VERSION } from "#shared/consent.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations } from "./common.ts";

const KEY = "shop:cookie-consent";
const GA = "G-E2ETEST1";
const ADS = "AW-E2E123/label";

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });
const gtagScripts = (page: Page) => page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]');
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null"), KEY);

/** Every gtag() call so far, as plain arrays. */
const gtagCalls = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)));

/**
 * Serves pages as the server does when GA_MEASUREMENT_ID and ADS_CONVERSION_ID are set (the
 * shop-config meta tag), and answers Google's script with an empty stub so no request leaves.
 */
async function withAnalyticsConfigured(page: Page) {
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

async function open(page: Page, path = "/about") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
}

test.describe("cookie consent", () => {
  test("first visit: banner; Accept All stores every category and survives a reload", async ({ page }) => {
    await open(page);
    await expect(banner(page)).toBeVisible();
    for (const name of ["Manage Preferences", "Reject All", "Accept All"]) {
      await expect(banner(page).getByRole("button", { name, exact: true })).toBeVisible();
    }
    // Refusing is as prominent as accepting: the same look and the same size, on the first layer.
    const reject = banner(page).getByRole("button", { name: "Reject All" });
    const accept = banner(page).getByRole("button", { name: "Accept All" });
    expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
    const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(r?.height).toBe(a?.height);
    expect(Math.abs((r?.width ?? 0) - (a?.width ?? 0))).toBeLessThan(2);
    expect(await stored(page)).toBeNull();

    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();
    const choice = await stored(page);
    expect(choice).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
      policyVersion: CONSENT_POLICY_VERSION,
    });
    expect(Date.now() - Date.parse(choice.timestamp)).toBeLessThan(60_000);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toEqual(choice);
  });

  test("Reject All: nothing optional, and no Google tag even when configured", async ({ page }) => {
    await withAnalyticsConfigured(page);
    await open(page);
    await expect(gtagScripts(page)).toHaveCount(0);
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("link", { name: "FAQ", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(gtagScripts(page)).toHaveCount(0);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
  });

  test("a fresh visitor's preferences dialog has every optional category off; it saves the toggles", async ({
    page,
  }) => {
    await open(page);
    await banner(page).getByRole("button", { name: "Manage Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog).toBeVisible();
    const toggle = (name: string) => dialog.getByRole("switch", { name });
    await expect(toggle("Necessary")).toBeChecked();
    await expect(toggle("Necessary")).toBeDisabled();
    for (const name of ["Analytics", "Marketing", "Preferences"])
      await expect(toggle(name)).not.toBeChecked();
    await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();

    await banner(page).getByRole("button", { name: "Manage Preferences" }).click();
    await toggle("Marketing").focus();
    await page.keyboard.press("Space");
    await expect(toggle("Marketing")).toBeChecked();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: true, preferences: false });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("the footer's Cookie Settings reopens the dialog with the stored choice and changes it", async ({
    page,
  }) => {
    await open(page);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog).toBeVisible();
    const toggle = (name: string) => dialog.getByRole("switch", { name });
    for (const name of ["Analytics", "Marketing", "Preferences"]) await expect(toggle(name)).toBeChecked();
    await toggle("Marketing").click();
    await toggle("Analytics").click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: false, preferences: true });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: false, preferences: true });
  });

  test("before a choice and after Reject All: no analytics request, cookie or storage entry", async ({
    page,
    context,
  }) => {
    await withAnalyticsConfigured(page);
    const analyticsRequests: string[] = [];
    page.on("request", (r) => {
      const host = new URL(r.url()).hostname;
      if (/google|doubleclick/.test(host)) analyticsRequests.push(r.url());
    });
    const shopKeys = () => page.evaluate(() => Object.keys(window.localStorage).sort());
    await open(page);
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(analyticsRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect((await shopKeys()).filter((k) => !k.startsWith("shop:"))).toEqual([]);

    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await page.getByRole("link", { name: "FAQ", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    expect(analyticsRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect((await shopKeys()).filter((k) => !k.startsWith("shop:"))).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer ?? null)).toBeNull();
  });

  for (const [what, value] of [
    ["garbage", "garbage{"],
    [
      "a choice with a bad date",
      JSON.stringify({
        analytics: true,
        marketing: true,
        preferences: true,
        timestamp: "soon",
        policyVersion: CONSENT_POLICY_VERSION,
      }),
    ],
    [
      "a choice made under an older policy",
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: true,
        preferences: true,
        timestamp: new Date().toISOString(),
        policyVersion: "2020-01-01",
      }),
    ],
  ] as const) {
    test(`a stored consent value of ${what} counts as no choice: banner, everything off, no tag`, async ({
      page,
    }) => {
      await withAnalyticsConfigured(page);
      await page.addInitScript(
        ([key, text]) => {
          // Only before the first load, so the shopper's new choice is what a reload reads.
          if (!window.sessionStorage.getItem("e2e-seeded")) {
            window.sessionStorage.setItem("e2e-seeded", "1");
            window.localStorage.setItem(key, text);
          }
        },
        [KEY, value] as const,
      );
      await open(page);
      await expect(banner(page)).toBeVisible();
      await page.waitForTimeout(300);
      await expect(gtagScripts(page)).toHaveCount(0);
      await banner(page).getByRole("button", { name: "Manage Preferences" }).click();
      const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
      for (const name of ["Analytics", "Marketing", "Preferences"]) {
        await expect(dialog.getByRole("switch", { name })).not.toBeChecked();
      }
      await dialog.getByRole("button", { name: "Save Preferences" }).click();
      expect(await stored(page)).toMatchObject({ analytics: false, policyVersion: CONSENT_POLICY_VERSION });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  }

  test("every page's footer has Cookie Settings", async ({ page }) => {
    for (const path of ["/", "/faq", "/checkout", "/order-confirmation?payment_intent=pi_fake123"]) {
      await page.goto(path);
      const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" });
      await expect(settings).toBeVisible({ timeout: 20_000 });
    }
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
  });

  test("with consent: Google tag with consent mode, page views, nothing from prescription pages", async ({
    page,
  }) => {
    await withAnalyticsConfigured(page);
    await open(page);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(gtagScripts(page)).toHaveCount(1);
    await expect(gtagScripts(page)).toHaveAttribute(
      "src",
      `https://www.googletagmanager.com/gtag/js?id=${GA}`,
    );
    await expect
      .poll(async () => (await gtagCalls(page)).some(([c, id]) => c === "config" && id === GA))
      .toBe(true);
    const calls = await gtagCalls(page);
    expect(calls[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
    ]);
    expect(calls).toContainEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    ]);
    expect(calls).toContainEqual(["event", "page_view", { send_to: "AW-E2E123" }]);

    const faqUrl = new URL("/faq", page.url()).href;
    await page.getByRole("link", { name: "FAQ", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    const title = await page.title();
    await expect
      .poll(async () => (await gtagCalls(page)).filter(([c]) => c === "config").map(([, , p]) => p))
      .toContainEqual({ page_title: title, page_location: faqUrl });

    // Client-side navigation to the prescription form, as a link in the app would do.
    const before = (await gtagCalls(page)).length;
    await page.evaluate(() => {
      window.history.pushState(null, "", "/prescription-form");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Prescription Details" })).toBeVisible();
    await page.getByLabel("Full Name").fill("Private Person");
    await page.waitForTimeout(500);
    expect((await gtagCalls(page)).slice(before)).toEqual([]);
    const disabled = await page.evaluate(
      (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
      GA,
    );
    expect(disabled).toBe(true);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await expect.poll(async () => (await gtagCalls(page)).length).toBeGreaterThan(before);
    expect(
      await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA),
    ).toBe(false);
  });

  test("a first visit to a prescription page loads no Google tag, whatever the choice", async ({ page }) => {
    await withAnalyticsConfigured(page);
    await open(page, "/prescription-form");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await page.waitForTimeout(300);
    await expect(gtagScripts(page)).toHaveCount(0);
    expect(JSON.stringify(await gtagCalls(page))).not.toContain('"config"');
  });

  test("banner and dialog: no serious accessibility violations; fit a 375 px screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    await expect(banner(page)).toBeVisible();
    const check = async () => {
      await expectNoSeriousViolations(page);
      await expectNoHorizontalScroll(page);
    };
    await check();
    const box = await banner(page).boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(812 - (box?.height ?? 0) - 2);
    await banner(page).getByRole("button", { name: "Manage Preferences" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
    await check();
  });
});
