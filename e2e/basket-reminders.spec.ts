import { expectRecovered, leaveTwoAndRemind, phoneOn, reminderShop } from "./basket-reminder-fixtures.ts";
import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  fillShipping,
  openCheckout,
} from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

// The reminder job mails every due basket of the shop, and the owner's figures count them all: a shop of its own.
test.describe.configure({ mode: "serial", timeout: 300_000 });
const own = reminderShop();

test("a left basket gets one reminder whose link restores it in another browser, and its payment counts as recovered", async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: own.base() });
  const left = await leaveTwoAndRemind(browser, api, own, "remind", {
    open: async (page) => {
      await addSunglassesFromHome(page);
      await openCheckout(page);
    },
    saved: (body) =>
      expect(body.lines).toEqual([
        { productId: 1, quantity: 1, colorId: expect.any(Number), lensTypeId: expect.any(Number) },
      ]),
  });
  expect(left.mail).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/club\/unsubscribe\?t=[^>]+>\r?$/m);
  expect(left.mail).toContain("Primary+");

  // Another browser, as if opened from the email on another device.
  const shopper = await phoneOn(browser, own);
  await skipCookieBanner(shopper);
  await shopper.goto(left.link);
  await expect(shopper.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expect(shopper.getByRole("list", { name: "Your restored basket" })).toContainText("Primary+");
  await expectNoSeriousViolations(shopper);
  await shopper.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await openCheckout(shopper);
  await fillShipping(shopper, left.email);
  await fillCard(shopper, CARDS.success);
  await shopper.getByRole("button", { name: "Complete Order - £75.00" }).click();
  await expectConfirmation(shopper, "£75.00");
  await shopper.context().close();

  await expectRecovered(left.page, own, left, "£75.00");
  await left.page.context().close();
  await api.dispose();
});

test("a forged or expired basket link shows a friendly page that leads to the shop", async ({ browser }) => {
  const page = await phoneOn(browser, own);
  await skipCookieBanner(page);
  await page.goto("/basket/restore?t=b1.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("alert")).toHaveText(
    "This basket link is not valid. You can still find everything in the shop.",
  );
  await page.getByRole("button", { name: "Go to the shop" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});
