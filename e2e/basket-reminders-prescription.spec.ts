import { expectRecovered, leaveTwoAndRemind, phoneOn, reminderShop } from "./basket-reminder-fixtures.ts";
import {
  answerEligibility,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  fillShipping,
  orderPrescriptionPro,
} from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

// The reminder job mails every due basket of the shop, and the owner's figures count them all: a shop of its own.
test.describe.configure({ mode: "serial", timeout: 300_000 });
const own = reminderShop();

test("a Prescription Pro pair left at its checkout gets one reminder whose link leads back to paying for it in another browser", async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: own.base() });
  // Varifocal, Celeste, Polarized, Silver Mirror: £205.00.
  const left = await leaveTwoAndRemind(browser, api, own, "rx-remind", {
    open: (page) => orderPrescriptionPro(page),
    saved: (body) => {
      // The configuration's ids only: no lines, no prescription, no answers about the wearer.
      expect(body).not.toHaveProperty("lines");
      expect(body).not.toHaveProperty("eligibility");
      expect(body.prescriptionPro).toEqual({
        visionType: "varifocal",
        frameColorId: expect.any(Number),
        prescriptionLensTypeId: expect.any(Number),
        finishId: expect.any(Number),
      });
    },
  });
  expect(left.mail).toContain("Prescription Pro");
  expect(left.mail).toContain("Varifocal, Celeste, Polarized, Silver Mirror");

  // Another browser, as if opened from the email on another device.
  const shopper = await phoneOn(browser, own);
  await skipCookieBanner(shopper);
  await shopper.goto(left.link);
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
  await fillShipping(shopper, left.email);
  await fillCard(shopper, CARDS.success);
  await shopper.getByRole("button", { name: "Complete Order - £205.00" }).click();
  await expectConfirmation(shopper, "£205.00");
  await expect(shopper).toHaveURL(/order_type=prescription_pro/);
  await shopper.context().close();

  await expectRecovered(left.page, own, left, "£205.00");
  await left.page.context().close();
  await api.dispose();
});
