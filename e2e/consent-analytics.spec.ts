import { CONSENT_POLICY_VERSION } from "#shared/consent.ts";
import {
  banner,
  GA,
  gtagCalls,
  gtagScripts,
  KEY,
  open,
  stored,
  withAnalyticsConfigured,
} from "./consent-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("cookie consent: what analytics may load", () => {
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
});
