import { adminToken, bearer } from "./admin-fixtures.ts";
import {
  answerEligibility,
  CARDS,
  expectConfirmation,
  fillCard,
  fillShipping,
  orderPrescriptionPro,
  toasts,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Locator, type Page, test } from "./test.ts";

/** The prescription-pro checkout keeps the main checkout's order on every width. */
test.describe.configure({ timeout: 60_000 });
test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

async function configure(page: Page) {
  await orderPrescriptionPro(page);
  // The wearer is 16 or over and not registered sight-impaired: the card form shows.
  await answerEligibility(page);
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

const VIEWPORTS = [
  { name: "a phone", width: 390, height: 844, folded: true },
  { name: "a desktop", width: 1280, height: 900, folded: false },
] as const;

for (const viewport of VIEWPORTS) {
  test(`on ${viewport.name}: contact, address with the country first, delivery, the total, then the card`, async ({
    page,
  }) => {
    await configure(page);
    // The stored selection survives the reload; the summary folds (or not) for the new width.
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.reload();

    const summaryTotal = page.getByTestId("summary-total");
    await expect(summaryTotal).toHaveText("£205.00", { timeout: 15_000 });
    const details = page.getByTestId("prescription-pro-totals");
    if (viewport.folded) await expect(details).toBeHidden();
    else await expect(details).toBeVisible();

    const order = [
      await top(page.getByLabel("Email", { exact: true })),
      await top(page.getByLabel("Country", { exact: true })),
      await top(page.getByLabel("Address", { exact: true })),
      await top(page.getByLabel("Postcode", { exact: true })),
      await top(page.getByRole("heading", { name: "Delivery method" })),
      await top(summaryTotal),
      await top(page.getByRole("heading", { name: "Payment" })),
      await top(page.getByLabel("Card number")),
    ];
    expect(order.every(Number.isFinite)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // The country sets the delivery charge and the total in the always-visible summary line.
    await page.getByLabel("Country", { exact: true }).selectOption("NO");
    await expect(summaryTotal).toHaveText("£215.00");
    await expect(page.getByText("Standard tracked delivery").locator("..")).toContainText("£10.00");
  });
}

test("the confirmation names every choice of the configuration: vision, colour, lens and mirror", async ({
  page,
}) => {
  await configure(page);
  await fillShipping(page, uniqueEmail("rx-described"));
  await fillCard(page, CARDS.success);
  await page.getByRole("button", { name: /Complete Order/ }).click();
  await expectConfirmation(page, "£205.00");
  await expect(page.getByTestId("order-items")).toContainText("Varifocal, Celeste, Polarized, Silver Mirror");
});

test("the form's own messages name what is missing before any payment is made", async ({ page }) => {
  await configure(page);
  let created = 0;
  page.on("request", (req) => {
    if (req.url().includes("/api/prescription-pro") && req.method() === "POST") created++;
  });
  await page.getByRole("button", { name: /Complete Order/ }).click();
  await expect(page.locator("#checkout-name-error")).toBeVisible();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(created).toBe(0);
});

test("a code used up between the configurator and the payment is refused next to the button, with what to do", async ({
  page,
  request,
}) => {
  const code = `RXONCE${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/discount-codes", {
    headers: bearer(await adminToken(request)),
    data: {
      code,
      description: "one use only",
      discountType: "percentage",
      discountValue: "10",
      maxUses: 1,
      validFrom: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/prescription-pro");
  await page.getByRole("radio", { name: "Varifocal", exact: true }).click();
  await page.getByRole("radio", { name: "Celeste", exact: true }).click();
  await page.getByRole("radio", { name: "Polarized", exact: true }).click();
  await page.getByRole("radio", { name: "Silver Mirror", exact: true }).click();
  await page.getByLabel("Discount code (optional)").fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
  await page.getByRole("button", { name: /^Order Your Prescription Sunglasses/ }).click();
  await expect(page).toHaveURL(/\/prescription-pro-checkout$/);

  // Another shopper's checkout takes the one use meanwhile.
  const held = await request.post("/api/create-payment-intent", {
    data: { items: [{ productId: 5, quantity: 1 }], country: "GB", discountCode: code },
  });
  expect(held.status(), await held.text()).toBe(200);

  await fillShipping(page, uniqueEmail("rx-used-up"));
  await fillCard(page, CARDS.success);
  await page.getByRole("button", { name: /Complete Order/ }).click();
  const alert = page.getByTestId("order-error");
  await expect(alert).toHaveRole("alert");
  await expect(alert).toContainText("This discount code has reached its usage limit.");
  await expect(alert).toContainText(`To order without code ${code}, go Back, remove it and order again.`);
  await expect(page).toHaveURL(/\/prescription-pro-checkout$/);
  await expect(toasts(page)).toHaveCount(0);
});
