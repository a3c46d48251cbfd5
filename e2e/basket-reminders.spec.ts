import {
  chooseReminder,
  expectReminderFigures,
  phoneOn,
  reminderShop,
  remindOnce,
  restorePathOf,
  typeEmailAndSave,
} from "./basket-reminder-fixtures.ts";
import {
  addSunglassesFromHome,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  fillShipping,
  openCheckout,
  outboxFor,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { openAdminTab, signInThroughForm } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

// The reminder job mails every due basket of the shop, and the owner's figures count them all: a shop of its own.
test.describe.configure({ mode: "serial", timeout: 300_000 });
const own = reminderShop();

/** A shopper's phone basket left at the checkout after typing the email, the reminder box as they chose. */
async function leaveBasket(page: Page, email: string, refuse: boolean) {
  await skipCookieBanner(page);
  await addSunglassesFromHome(page);
  await openCheckout(page);
  await chooseReminder(page, refuse);
  const body = await typeEmailAndSave(page, email, refuse);
  expect(body.lines).toEqual([
    { productId: 1, quantity: 1, colorId: expect.any(Number), lensTypeId: expect.any(Number) },
  ]);
}

test("a left basket gets one reminder whose link restores it in another browser, and its payment counts as recovered", async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: own.base() });
  const page = await phoneOn(browser, own);
  const email = uniqueEmail("remind");
  await leaveBasket(page, email, false);
  const refuser = uniqueEmail("refuse");
  const other = await phoneOn(browser, own);
  await leaveBasket(other, refuser, true);
  await other.context().close();

  const mail = await remindOnce(api, own, email);
  // The shopper who ticked the box gets nothing at all.
  expect(outboxFor(refuser, own.shop().dataDir)).toEqual([]);
  expect(mail).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/club\/unsubscribe\?t=[^>]+>\r?$/m);
  expect(mail).toContain("Primary+");
  const link = restorePathOf(mail);

  // Another browser, as if opened from the email on another device.
  const shopper = await phoneOn(browser, own);
  await skipCookieBanner(shopper);
  await shopper.goto(link);
  await expect(shopper.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expect(shopper.getByRole("list", { name: "Your restored basket" })).toContainText("Primary+");
  await expectNoSeriousViolations(shopper);
  await shopper.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await openCheckout(shopper);
  await fillShipping(shopper, email);
  await fillCard(shopper, CARDS.success);
  await shopper.getByRole("button", { name: "Complete Order - £75.00" }).click();
  await expectConfirmation(shopper, "£75.00");
  await shopper.context().close();

  // The link is spent: a friendly page that leads to the shop.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText("This basket has already been ordered. Thank you!");
  await expect(page.getByRole("button", { name: "Go to the shop" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, own.base());
  // The owner's first screen: one reminder sent, its basket recovered, the £75.00 it was paid won back.
  await openAdminTab(page, "Overview");
  await expectReminderFigures(page, { sent: 1, recovered: 1, wonBack: "£75.00" });

  await openAdminTab(page, "Abandoned Baskets");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(/Sent \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText(/Recovered .+ \(order #\d+\)/);
  const refused = page.getByRole("row").filter({ hasText: refuser });
  await expect(refused).toContainText("Refused");
  await page.context().close();
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
