import { PAGES } from "#web/pages.ts";
import {
  addSunglassesFromHome,
  CARDS,
  fillCard,
  fillShipping,
  openCheckout,
  showOrderSummary,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

/**
 * Nothing is wider than the screen on the narrowest phones: every public page and the checkout, once every
 * choice a shopper can make there is made (the longest choices are the widest texts).
 */
test.describe.configure({ timeout: 90_000 });

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

/** The public pages of the route list: the admin area and its login are not the shoppers'. */
const PUBLIC_PATHS = PAGES.map(({ path }) => path).filter(
  (path) => !path.startsWith("/admin") && path !== "/login",
);

async function overflowPx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
}

/** The elements poking out on the right, to name in a failure. */
async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map((el) => {
        const id = el.id ? `#${el.id}` : "";
        const text = (el.textContent ?? "").trim().slice(0, 40);
        return `${el.tagName.toLowerCase()}${id} right=${Math.round(el.getBoundingClientRect().right)} "${text}"`;
      });
  });
}

/** Fits both phones: the narrower first, then the wider, then back (the page keeps what was chosen). */
async function expectFits(page: Page, where: string) {
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    const overflow = await overflowPx(page);
    const culprits = overflow > 0 ? await widestElements(page) : [];
    expect(
      overflow,
      `${where} at ${phone.width} px is ${overflow}px wider than the screen: ${culprits.join("; ")}`,
    ).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONES[0]);
}

/** Every radio group on the page gets its last option (often the longest name and the highest price). */
async function chooseEveryOption(page: Page) {
  // The configurators' steps load after the first view settles: a scroll brings them.
  await page.mouse.wheel(0, 400);
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForLoadState("networkidle");
  for (let pass = 0; pass < 4; pass++) {
    const groups = page.getByRole("radiogroup");
    const count = await groups.count();
    let changed = false;
    for (let i = 0; i < count; i++) {
      const radios = groups.nth(i).getByRole("radio", { disabled: false });
      const n = await radios.count();
      if (n === 0) continue;
      const last = radios.nth(n - 1);
      if (await last.isChecked()) continue;
      const label = page.locator("label").filter({ has: last });
      await ((await label.count()) > 0 ? label.first() : last).click();
      await expect(last).toBeChecked();
      changed = true;
    }
    if (!changed) break;
    // A choice may bring its own next step (Africa R3D's colours follow the frame).
    await page.waitForLoadState("networkidle");
  }
  const unchosen = await page
    .getByRole("radiogroup")
    .filter({ has: page.getByRole("radio", { disabled: false }) })
    .filter({ hasNot: page.getByRole("radio", { checked: true }) })
    .count();
  expect(unchosen, "every option group has a choice").toBe(0);
  const code = page.getByLabel(/^Discount code/);
  if ((await code.count()) === 1 && (await code.isVisible())) {
    await code.fill("DEMO10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(/DEMO10/).first()).toBeVisible();
  }
}

test.describe("320 and 390 px wide", () => {
  test.use({ viewport: PHONES[0] });
  test.beforeEach(async ({ page }) => {
    await skipCookieBanner(page);
  });

  for (const path of PUBLIC_PATHS) {
    test(`${path} fits with every choice made`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectFits(page, `${path} as it opens`);
      await chooseEveryOption(page);
      await expectFits(page, `${path} with every choice made`);
    });
  }

  test("Prescription Pro's order page fits with its order configured", async ({ page }) => {
    await page.goto("/prescription-pro");
    await chooseEveryOption(page);
    await expectFits(page, "/prescription-pro configured");
    await page.getByRole("button", { name: /^Order Your Prescription Sunglasses/ }).click();
    await expect(page).toHaveURL(/\/prescription-pro-checkout$/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectFits(page, "/prescription-pro-checkout");
  });

  test("the basket, the checkout with a discount and the confirmation fit", async ({ page }) => {
    await addSunglassesFromHome(page);
    await expectFits(page, "the basket drawer");
    await openCheckout(page);
    await fillShipping(page, uniqueEmail("fit"));
    await showOrderSummary(page);
    await page.getByLabel("Discount code", { exact: true }).fill("DEMO10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("button", { name: /Complete Order - £67\.50/ })).toBeVisible();
    await expectFits(page, "the checkout with a discount");
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: /Complete Order/ }).click();
    await expect(page.getByTestId("order-number")).toBeVisible({ timeout: 20_000 });
    await expectFits(page, "the order confirmation");
  });
});
