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
  answerEligibility,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  fillShipping,
  orderPrescriptionPro,
  outboxFor,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { openAdminTab, signInThroughForm } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

// The reminder job mails every due basket of the shop, and the owner's figures count them all: a shop of its own.
test.describe.configure({ mode: "serial", timeout: 300_000 });
const own = reminderShop();

/** A Prescription Pro pair (Varifocal, Celeste, Polarized, Silver Mirror) left at its checkout. */
async function leavePair(page: Page, email: string, refuse: boolean) {
  await skipCookieBanner(page);
  await orderPrescriptionPro(page);
  await chooseReminder(page, refuse);
  const body = await typeEmailAndSave(page, email, refuse);
  // The configuration's ids only: no lines, no prescription, no answers about the wearer.
  expect(body).not.toHaveProperty("lines");
  expect(body.prescriptionPro).toEqual({
    visionType: "varifocal",
    frameColorId: expect.any(Number),
    prescriptionLensTypeId: expect.any(Number),
    finishId: expect.any(Number),
  });
}

test("a Prescription Pro pair left at its checkout gets one reminder whose link leads back to paying for it in another browser", async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: own.base() });
  const page = await phoneOn(browser, own);
  const email = uniqueEmail("rx-remind");
  await leavePair(page, email, false);
  const refuser = uniqueEmail("rx-refuse");
  const other = await phoneOn(browser, own);
  await leavePair(other, refuser, true);
  await other.context().close();

  const mail = await remindOnce(api, own, email);
  // The shopper who ticked the box gets nothing at all.
  expect(outboxFor(refuser, own.shop().dataDir)).toEqual([]);
  expect(mail).toContain("Prescription Pro");
  expect(mail).toContain("Varifocal, Celeste, Polarized, Silver Mirror");
  const link = restorePathOf(mail);

  // Another browser, as if opened from the email on another device.
  const shopper = await phoneOn(browser, own);
  await skipCookieBanner(shopper);
  await shopper.goto(link);
  await expect(shopper.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  const pair = shopper.getByRole("definition");
  await expect(pair.filter({ hasText: "Varifocal" })).toBeVisible();
  await expect(pair.filter({ hasText: "Celeste" })).toBeVisible();
  await expect(pair.filter({ hasText: "£205.00" })).toBeVisible();
  await expectNoSeriousViolations(shopper);
  await shopper.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(shopper).toHaveURL(/\/prescription-pro-checkout$/);
  await expect(shopper.getByRole("heading", { level: 1, name: "Prescription Order Checkout" })).toBeVisible();
  // The wearer is asked about again: nothing of it was kept.
  await answerEligibility(shopper);
  await fillShipping(shopper, email);
  await fillCard(shopper, CARDS.success);
  await shopper.getByRole("button", { name: "Complete Order - £205.00" }).click();
  await expectConfirmation(shopper, "£205.00");
  await expect(shopper).toHaveURL(/order_type=prescription_pro/);
  await shopper.context().close();

  // The link is spent.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText("This basket has already been ordered. Thank you!");

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, own.base());
  await openAdminTab(page, "Overview");
  await expectReminderFigures(page, { sent: 1, recovered: 1, wonBack: "£205.00" });
  await openAdminTab(page, "Abandoned Baskets");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText(/Recovered .+ \(order #\d+\)/);
  await expect(page.getByRole("row").filter({ hasText: refuser })).toContainText("Refused");
  await page.context().close();
  await api.dispose();
});
