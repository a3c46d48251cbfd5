import {
  CANCELLATION_RIGHTS,
  CANCELLATION_RIGHTS_SENTENCES,
} from "#shared/prescription/cancellation-rights.ts";
import {
  answerEligibility,
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  openCheckout,
  orderPrescriptionPro,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

/** Cancelling a prescription order: its rights read before paying, then the shopper's cancel. */
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

const VIEWPORTS = [
  { name: "a desktop", width: 1280, height: 900 },
  { name: "a 320 px phone", width: 320, height: 640 },
] as const;

const top = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN;

/** The rights as a region with its heading and the three sentences, read above the pay button. */
async function expectRightsBeforePaying(page: Page) {
  const rights = page.getByRole("region", { name: CANCELLATION_RIGHTS.heading });
  await expect(rights).toBeVisible();
  await expect(rights.getByRole("heading", { name: CANCELLATION_RIGHTS.heading })).toBeVisible();
  for (const sentence of CANCELLATION_RIGHTS_SENTENCES) await expect(rights).toContainText(sentence);
  const pay = await page.getByRole("button", { name: /Complete Order/ }).boundingBox();
  const box = await rights.boundingBox();
  expect(box && pay ? box.y + box.height : Number.NaN).toBeLessThan(pay?.y ?? Number.NaN);
  expect(await top(page, "prescription-eligibility")).toBeLessThan(await top(page, "cancellation-rights"));
  await expectNoHorizontalScroll(page);
}

for (const viewport of VIEWPORTS) {
  test(`on ${viewport.name}: an Africa R3D with a prescription shows the rights before paying, and its order page cancels it for the whole amount`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/africa-r3d");
    await page.getByRole("radio", { name: /Hizashi/ }).click();
    await page.getByRole("radio", { name: "Red", exact: true }).click();
    await page.getByRole("radio", { name: "Single Vision", exact: true }).click();
    await page.getByRole("radio", { name: "Polarized", exact: true }).click();
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();

    await openCheckout(page, "/checkout?product=africa-r3d");
    await expectRightsBeforePaying(page);
    await fillShipping(page, uniqueEmail("rx-cancel"));
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: "Complete Order - £140.00" }).click();
    await expectConfirmation(page, "£140.00");

    await page.getByRole("link", { name: "your order page" }).click();
    await expect(page).toHaveURL(/\/order\?t=/);
    const status = page.getByTestId("order-status");
    await expect(status).toHaveText("Waiting for your prescription");
    await page.getByRole("button", { name: "Cancel order" }).click();
    const confirm = page.getByRole("region", { name: "Cancel this order?" });
    await expect(confirm).toContainText("The full amount, £140.00, will be refunded");
    await expectNoHorizontalScroll(page);
    await expectNoSeriousViolations(page);
    await confirm.getByRole("button", { name: "Yes, cancel my order" }).click();

    await expect(status).toHaveText("Cancelled");
    await expect(page.getByTestId("order-refunded")).toHaveText("Refunded to your card: £140.00");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    // The link opened again shows the same: cancelled, refunded, nothing more to cancel.
    await page.reload();
    await expect(status).toHaveText("Cancelled");
    await expect(page.getByTestId("order-refunded")).toHaveText("Refunded to your card: £140.00");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  });
}

test("the Prescription Pro checkout shows the rights before its pay button", async ({ page }) => {
  await orderPrescriptionPro(page);
  await answerEligibility(page);
  await expect(page.getByRole("button", { name: /Complete Order/ })).toBeVisible({ timeout: 15_000 });
  await expectRightsBeforePaying(page);
});
