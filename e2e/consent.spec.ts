import { CONSENT_POLICY_VERSION } from "#shared/consent.ts";
import { banner, gtagScripts, open, stored, withAnalyticsConfigured } from "./consent-fixtures.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

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

  test("every page's footer has Cookie Settings", async ({ page }) => {
    for (const path of ["/", "/faq", "/checkout", "/order-confirmation?payment_intent=pi_fake123"]) {
      await page.goto(path);
      const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" });
      await expect(settings).toBeVisible({ timeout: 20_000 });
    }
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
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
