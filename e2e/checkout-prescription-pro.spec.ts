import { adminToken, bearer } from "./admin-fixtures.ts";
import {
  answerEligibility,
  CARDS,
  expectConfirmation,
  expectNoSeriousViolations,
  fillCard,
  orderPrescriptionPro,
  outboxFor,
  paidOrdersOf,
  uniqueEmail,
} from "./checkout-fixtures.ts";
import { expect, test } from "./test.ts";

test.describe("prescription-pro checkout", () => {
  test.describe.configure({ timeout: 90_000 });

  test("without a stored order it goes back to /prescription-pro", async ({ page }) => {
    await page.goto("/prescription-pro-checkout");
    await expect(page).toHaveURL(/\/prescription-pro$/);
  });

  test("an order configured on /prescription-pro is paid and confirmed", async ({ page, request }) => {
    const email = uniqueEmail("rx-pro");
    await orderPrescriptionPro(page);
    const summary = page.getByRole("definition");
    await expect(summary.filter({ hasText: "Varifocal" })).toBeVisible();
    await expect(summary.filter({ hasText: "Celeste" })).toBeVisible();
    await expect(summary.filter({ hasText: "Silver Mirror" })).toBeVisible();
    // The questions about the wearer come before the card form.
    await answerEligibility(page);
    await expect(page.getByText("Test mode")).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel("Full name").fill("Rx Tester");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone").fill("+44 7700 900456");
    await page.getByLabel("Address").fill("2 Optic Lane");
    await page.getByLabel("City").fill("York");
    await page.getByLabel("Postcode").fill("YO1 7HH");
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: "Complete Order - £205.00" }).click();

    await expectConfirmation(page, "£205.00");
    await expect(page).toHaveURL(/order_type=prescription_pro/);
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
    const [order] = await paidOrdersOf(request, email);
    expect(order).toMatchObject({ orderType: "prescription_pro", total: "205.00" });
    await expect.poll(() => outboxFor(email).length).toBe(1);
    // The stored selection is gone: the checkout cannot be paid twice.
    await page.goto("/prescription-pro-checkout");
    await expect(page).toHaveURL(/\/prescription-pro$/);
  });

  test("a prescription-pro order to Norway charges £10 shipping", async ({ page, request }) => {
    const email = uniqueEmail("rx-pro-norway");
    await orderPrescriptionPro(page);

    const totals = page.getByTestId("prescription-pro-totals");
    const row = (label: string) =>
      totals.locator("div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(row("Shipping")).toContainText("£0.00");
    await expect(row("Total")).toContainText("£205.00");
    const norway = "£215.00";

    await page.getByLabel("Full name").fill("Nora Tester");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone").fill("+47 912 34 567");
    await page.getByLabel("Address").fill("Karl Johans gate 1");
    await page.getByLabel("City").fill("Oslo");
    await page.getByLabel("Postcode").fill("0154 Oslo");
    await expect(page.getByLabel("Country")).toHaveValue("GB");
    await page.getByLabel("Country").selectOption("NO");
    await expect(row("Shipping")).toContainText("£10.00");
    await expect(row("Total")).toContainText(norway);
    await expectNoSeriousViolations(page);

    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: `Complete Order - ${norway}` }).click();
    await expectConfirmation(page, norway);
    const receiptTotals = page.getByTestId("receipt-totals");
    await expect(receiptTotals.locator("div").filter({ hasText: "Shipping" })).toContainText("£10.00");
    await expect(page.getByTestId("delivery-address")).toContainText("Norway");

    // The order the server stored, priced by the server: £10 shipping in the total, to Norway.
    await expect.poll(async () => (await paidOrdersOf(request, email)).length).toBe(1);
    const [order] = await paidOrdersOf(request, email);
    expect(order).toMatchObject({
      orderType: "prescription_pro",
      shipping: "10.00",
      total: "215.00",
      country: "NO",
    });
    // Made to a prescription, it is dispatched only after its lenses pass their check, so no label yet. That
    // the carrier then takes the order to NO is proven by prescription-pro-country.test.ts.
    const shipped = await request.post("/api/shipping/royal-mail/create", {
      headers: bearer(await adminToken(request)),
      data: { orderId: order?.id },
    });
    expect(shipped.status(), await shipped.text()).toBe(409);
    expect((await shipped.json()).message).toMatch(/once its lenses pass the quality check/);
  });
});
