import { adminToken, bearer } from "./admin-fixtures.ts";
import {
  answerEligibility,
  CARDS,
  eligibilityQuestions,
  expectConfirmation,
  fillCard,
  fillShipping,
  orderPrescriptionPro,
  paidOrdersOf,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expectNoHorizontalScroll } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

/** Africa R3D made to a prescription ("Upload later"), £140.00, in the basket. */
async function addPrescriptionFrame(page: Page) {
  await page.goto("/africa-r3d");
  await page.getByRole("radio", { name: /Hizashi/ }).click();
  await page.getByRole("radio", { name: "Red", exact: true }).click();
  await page.getByRole("radio", { name: "Single Vision", exact: true }).click();
  await page.getByRole("radio", { name: "Polarized", exact: true }).click();
  // On a phone the sticky buy bar has the same button.
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();
}

async function openPrescriptionCheckout(page: Page) {
  await page.goto("/checkout?product=africa-r3d");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(eligibilityQuestions(page)).toBeVisible({ timeout: 15_000 });
}

async function expectStoppedKindly(page: Page) {
  const stop = page.getByTestId("eligibility-stop");
  await expect(stop).toBeVisible();
  await expect(stop).toContainText("we cannot supply prescription glasses online for this wearer");
  await expect(stop).toContainText("Sale of Optical Appliances Order 1984");
  await expect(stop.getByRole("link", { name: /find an optician/i })).toHaveAttribute(
    "href",
    "https://www.nhs.uk/service-search/find-an-optician",
  );
  await expect(stop.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/support");
  // Nothing can be paid: no card form, no Complete Order.
  await expect(page.getByRole("button", { name: /Complete Order/ })).toHaveCount(0);
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  // The basket keeps its line.
  await expect(page.getByText("Hizashi, Red").first()).toBeVisible();
  await expect(page.locator("#basket-button")).toHaveAttribute("aria-label", "Open basket, 1 item");
}

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 320, height: 640 } },
]) {
  test.describe(`the wearer's eligibility, ${device.name}`, () => {
    test.use({ viewport: device.viewport });
    test.describe.configure({ timeout: 90_000 });

    test("a wearer under 16 is stopped kindly and the basket keeps its line", async ({ page }) => {
      await addPrescriptionFrame(page);
      await openPrescriptionCheckout(page);
      await expect(page.getByTestId("eligibility-needed")).toBeVisible();
      await expect(page.getByRole("button", { name: /Complete Order/ })).toHaveCount(0);

      // From the keyboard: focus the first Yes, then the arrow moves to No and chooses it.
      const age = eligibilityQuestions(page).getByRole("group", { name: /aged 16 or over/ });
      await age.getByRole("radio", { name: "Yes", exact: true }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(age.getByRole("radio", { name: "No", exact: true })).toBeChecked();
      await answerEligibility(page, { aged16OrOver: false });
      await expectStoppedKindly(page);
      await expectNoHorizontalScroll(page);

      // A reload keeps the answers, and the stop.
      await page.reload();
      await expect(eligibilityQuestions(page)).toBeVisible({ timeout: 15_000 });
      await expect(age.getByRole("radio", { name: "No", exact: true })).toBeChecked();
      await expectStoppedKindly(page);
    });

    test("a wearer registered sight-impaired is stopped too", async ({ page }) => {
      await addPrescriptionFrame(page);
      await openPrescriptionCheckout(page);
      await answerEligibility(page, { notSightImpaired: false });
      await expectStoppedKindly(page);
    });

    test("yes to both lets the order complete, with the answers stored", async ({ page, request }) => {
      const email = uniqueEmail(`eligible-${device.name}`);
      await addPrescriptionFrame(page);
      await openPrescriptionCheckout(page);
      await answerEligibility(page, { aged16OrOver: false });
      await expectStoppedKindly(page);
      await answerEligibility(page);
      await expect(page.getByTestId("eligibility-stop")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Complete Order - £140.00" })).toBeVisible({
        timeout: 15_000,
      });
      await expectNoHorizontalScroll(page);
      await fillShipping(page, email);
      await fillCard(page, CARDS.success);
      await page.getByRole("button", { name: "Complete Order - £140.00" }).click();
      await expectConfirmation(page, "£140.00");

      await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
      const [order] = await paidOrdersOf(request, email);
      const detail = await request.get(`/api/admin/orders/${order?.id}`, {
        headers: bearer(await adminToken(request)),
      });
      expect(detail.status()).toBe(200);
      expect((await detail.json()).eligibility).toMatchObject({ aged16OrOver: true, notSightImpaired: true });
    });

    test("the prescription form asks too: a no explains, and yes shows the form again", async ({ page }) => {
      await page.goto("/prescription-form");
      await expect(eligibilityQuestions(page)).toBeVisible();
      await expect(page.getByRole("button", { name: "Submit Prescription" })).toBeVisible();
      await answerEligibility(page, { notSightImpaired: false });
      const stop = page.getByTestId("eligibility-stop");
      await expect(stop).toBeVisible();
      await expect(stop.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/support");
      await expect(page.getByRole("button", { name: /Submit/ })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await answerEligibility(page);
      await expect(stop).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Submit Prescription" })).toBeVisible();
    });

    test("Prescription Pro asks too: a no takes no payment", async ({ page }) => {
      await orderPrescriptionPro(page);
      await expect(eligibilityQuestions(page)).toBeVisible();
      await expect(page.getByRole("button", { name: /Complete Order/ })).toHaveCount(0);
      await answerEligibility(page, { aged16OrOver: false });
      await expect(page.getByTestId("eligibility-stop")).toBeVisible();
      await expect(page.getByRole("button", { name: /Complete Order/ })).toHaveCount(0);
      await answerEligibility(page);
      await expect(page.getByRole("button", { name: "Complete Order - £205.00" })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
}
