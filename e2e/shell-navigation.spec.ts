import { metaFor } from "#web/pages.ts";
import { adminToken, giveSession } from "./admin-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

async function expectPage(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path === "/" ? "" : path}/?$`));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(metaFor(path).title);
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("dropdowns open on hover and their links navigate", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });

    await nav.getByRole("button", { name: "Primary + Sports Sunglasses" }).hover();
    for (const label of ["Home", "Replacement Lenses", "Running Sunglasses Guide", "Spare Nose Pads"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await nav.getByRole("link", { name: /^Replacement Lenses/ }).click();
    await expectPage(page, "/spare-lenses", "Replacement Lenses");
    await expect(nav.getByRole("link", { name: /^Spare Nose Pads/ })).toBeHidden();

    await nav.getByRole("button", { name: "Prescription", exact: true }).hover();
    await expect(nav.getByRole("link", { name: /^Prescription Sports Sunglasses Guide/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Add Prescription/ })).toBeVisible();
    await nav.getByRole("link", { name: /^Customise Your Prescription/ }).click();
    await expectPage(page, "/prescription-pro", "Customise Your Prescription Sunglasses");
  });

  test("a dropdown opens from the keyboard", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Prescription", exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^Prescription Sports Sunglasses Guide/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectPage(page, "/prescription-sports-sunglasses", "Prescription Sports Sunglasses");
  });

  test("top-level links and Express Checkout navigate; no Admin link when signed out", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const pages = [
      ["About", "/about", "About Us"],
      ["Africa R3D Collection", "/africa-r3d", "Africa R3D Collection"],
      ["Who is Africa?", "/who-is-africa", "Who is Africa?"],
      ["FAQ", "/faq", "Frequently Asked Questions"],
      ["Sports Socks", "/sports-socks", "Sports Socks"],
    ] as const;
    for (const [label, path, heading] of pages) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expectPage(page, path, heading);
    }
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await page.getByRole("banner").getByRole("link", { name: "Express Checkout" }).click();
    await expectPage(page, "/checkout-express", "Checkout");
    await page.getByRole("link", { name: /home$/ }).click();
    await expectPage(page, "/", "Primary+ Sports Sunglasses");
  });

  test("title, description and social tags follow each navigation", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(metaFor("/about").title);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sports Socks" }).click();
    const meta = metaFor("/sports-socks");
    await expect(page).toHaveTitle(meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", meta.title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      meta.description,
    );
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", meta.title);
    await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute(
      "content",
      meta.description,
    );
    await page.goBack();
    await expect(page).toHaveTitle(metaFor("/about").title);
  });

  test("the footer links to signup and opens live chat in a popup", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: /on Instagram$/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /on Facebook$/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /on X$/ })).toBeVisible();

    const popupPromise = page.waitForEvent("popup");
    await footer.getByRole("button", { name: "Live Chat Support" }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/support\?popup=1$/);
    await expect(popup.getByRole("heading", { level: 1, name: "Customer Support" })).toBeVisible();
    await expect(popup.getByRole("banner")).toHaveCount(0);
    await popup.close();

    await footer.getByRole("link", { name: "Register for a 10% Discount" }).click();
    await expectPage(page, "/signup", "Join the Club");
  });
});

test.describe("signed-in admin", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header shows an Admin link once the session cookie verifies", async ({ page, request }) => {
    await giveSession(page, await adminToken(request));

    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Admin" }).click();
    await expectPage(page, "/admin", "Admin Dashboard");
  });

  test("a session that does not verify shows no Admin link", async ({ page }) => {
    await giveSession(page, "not-a-real-token-abcdefghijklmnop");
    const verified = page.waitForResponse((res) => res.url().endsWith("/api/verify-auth"));
    await page.goto("/");
    expect((await verified).status()).toBe(401);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }),
    ).toHaveCount(0);
  });
});

test("a navigation scrolls back to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expectPage(page, "/faq", "Frequently Asked Questions");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the slide-in menu lists express checkout and every page, and navigates", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Express Checkout" })).toBeVisible();
    const labels = [
      "Home",
      "Replacement Lenses",
      "Running Sunglasses Guide",
      "Spare Nose Pads",
      "About",
      "Prescription Sports Sunglasses Guide",
      "Customise Your Prescription",
      "Add Prescription",
      "Africa R3D Collection",
      "Who is Africa?",
      "FAQ",
      "Sports Socks",
      "Support",
    ];
    for (const label of labels)
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();

    await menu.getByRole("link", { name: "Who is Africa?" }).click();
    await expect(menu).toBeHidden();
    await expectPage(page, "/who-is-africa", "Who is Africa?");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Support", exact: true })
      .click();
    await expect(page).toHaveURL(/\/support$/);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Express Checkout" }).click();
    await expectPage(page, "/checkout-express", "Checkout");
  });

  test("the menu closes with Escape and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(button).toBeFocused();
  });
});
