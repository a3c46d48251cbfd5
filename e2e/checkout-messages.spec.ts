import {
  addSunglassesFromHome,
  CARDS,
  fillCard,
  fillShipping,
  openCheckout,
  showOrderSummary,
  toasts,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

/**
 * The checkout's messages never sit over a field or a button: on a phone and on a desktop, the discount's
 * confirmation, the card form's readiness and a failure are told in the page's flow, and no toast floats
 * over the form.
 */
test.describe.configure({ timeout: 60_000 });

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** The boxes of every visible message (toasts and the checkout's own) that overlap a visible input or button. */
async function messagesOverControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && style.display !== "none";
    };
    const inView = (r: DOMRect) => r.bottom > 0 && r.top < window.innerHeight;
    const region = document.querySelector('[role="region"][aria-label*="Notifications"]');
    const messages = [
      ...(region ? [...region.querySelectorAll("li")] : []),
      ...document.querySelectorAll('[data-testid="checkout-notice"] > *, [role="status"]'),
    ].filter((el) => visible(el) && inView(el.getBoundingClientRect()));
    const controls = [...document.querySelectorAll("input, button, select, textarea")].filter(
      (el) => visible(el) && inView(el.getBoundingClientRect()),
    );
    const found: string[] = [];
    for (const message of messages) {
      const m = message.getBoundingClientRect();
      for (const control of controls) {
        if (message.contains(control)) continue;
        const c = control.getBoundingClientRect();
        const overlap = m.left < c.right && c.left < m.right && m.top < c.bottom && c.top < m.bottom;
        if (overlap) {
          const name = control.getAttribute("aria-label") ?? control.id ?? control.textContent ?? "";
          found.push(`"${(message.textContent ?? "").trim().slice(0, 40)}" over ${control.tagName} ${name}`);
        }
      }
    }
    return found;
  });
}

for (const size of SIZES) {
  test(`${size.name}: the checkout's messages stay clear of every field and button`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await skipCookieBanner(page);
    await addSunglassesFromHome(page);
    await openCheckout(page);

    // The card form's readiness is a quiet line under it, not a toast over the phone field.
    await expect(page.getByRole("status").filter({ hasText: "Card form ready" })).toBeVisible();
    await fillShipping(page, uniqueEmail("messages"));
    await page.getByLabel("Phone").scrollIntoViewIfNeeded();
    expect(await messagesOverControls(page)).toEqual([]);

    await showOrderSummary(page);
    const code = page.getByLabel("Discount code", { exact: true });
    await code.scrollIntoViewIfNeeded();
    await code.fill("DEMO10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Code DEMO10 applied/i })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    expect(await messagesOverControls(page)).toEqual([]);
    await page.getByLabel("Address").scrollIntoViewIfNeeded();
    expect(await messagesOverControls(page)).toEqual([]);

    // A failure is told above the button it concerns, in the page's flow.
    await page.route("**/api/create-payment-intent", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
    );
    await page.getByLabel("Country").selectOption("IE");
    const notice = page.getByTestId("checkout-notice");
    await expect(notice.getByRole("paragraph")).toContainText("Failed to initialize payment");
    await expect(notice).toHaveRole("alert");
    await notice.scrollIntoViewIfNeeded();
    await expect(toasts(page)).toHaveCount(0);
    expect(await messagesOverControls(page)).toEqual([]);
    const button = await page.getByRole("button", { name: /Complete Order/ }).boundingBox();
    const box = await notice.boundingBox();
    expect(box && button ? button.y - (box.y + box.height) : Number.NaN).toBeGreaterThanOrEqual(0);
    expect(box && button ? button.y - (box.y + box.height) : Number.NaN).toBeLessThan(40);
    await page.unroute("**/api/create-payment-intent");
  });
}

test("a paid order's confirmation gives the delivery estimate the checkout showed", async ({ page }) => {
  await skipCookieBanner(page);
  await addSunglassesFromHome(page);
  await openCheckout(page);
  const estimate = page.getByTestId("delivery-estimate");
  // A UK day range such as "Mon 7 Dec – Fri 18 Dec 2026".
  await expect(estimate).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}( \d{4})? – [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  const uk = await estimate.textContent();
  await fillShipping(page, uniqueEmail("estimate"));
  await page.getByLabel("Country").selectOption("US");
  await expect(estimate).not.toHaveText(uk ?? "");
  await page.getByLabel("Country").selectOption("GB");
  await expect(estimate).toHaveText(uk ?? "");
  await fillCard(page, CARDS.success);
  await page.getByRole("button", { name: /Complete Order/ }).click();
  await expect(page.getByTestId("order-number")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("delivery-estimate")).toHaveText(uk ?? "");
});
