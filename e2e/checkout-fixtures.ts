import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isPaidStatus } from "#shared/order-status.ts";
import { ELIGIBILITY_WORDING_VERSION } from "#shared/prescription/eligibility.ts";
import { adminToken, bearer } from "./admin-fixtures.ts";
import { type APIRequestContext, expect, type Page } from "./test.ts";

/** Helpers for the checkout browser tests (e2e/checkout*.spec.ts). */

export { expectToast } from "./admin-fixtures.ts";

export const CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  threeDSecure: "4000 0027 6000 3184",
  /** The sandbox's card whose payment waits in "processing" until settled. */
  processing: "4000 0000 0000 1000",
} as const;

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

/** The basket from the home page's customiser, as a shopper fills it: £55 frame + £20 polarized lens. */
export async function addSunglassesFromHome(page: Page) {
  await page.goto("/");
  // The radios are visually hidden inside their labels, so the labels are what a shopper clicks.
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "Ronhill Black" }) })
    .click();
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: /Polarized/ }) })
    .click();
  // On a phone the sticky bar carries a second Add to Basket: either adds the same line.
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeVisible();
}

export async function fillShipping(page: Page, email: string, country = "GB") {
  await page.getByLabel("Full name").fill("Paula Tester");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("+44 7700 900123");
  await page.getByLabel("Address").fill("1 Test Street");
  await page.getByLabel("City").fill("Leeds");
  await page.getByLabel("Postcode").fill("LS1 1AA");
  if (country !== "GB") await page.getByLabel("Country").selectOption(country);
}

/** Both questions about the wearer answered "yes", as a prescription checkout sends them. */
export const ELIGIBLE = {
  version: ELIGIBILITY_WORDING_VERSION,
  aged16OrOver: true,
  notSightImpaired: true,
} as const;

/** The two questions about the wearer a prescription order asks before payment. */
export const eligibilityQuestions = (page: Page) => page.getByTestId("prescription-eligibility");

/** Answers the questions about the wearer ("yes" unless told otherwise). */
export async function answerEligibility(
  page: Page,
  answers: { aged16OrOver?: boolean; notSightImpaired?: boolean } = {},
) {
  const questions = eligibilityQuestions(page);
  const yesOrNo = (yes: boolean | undefined) => (yes === false ? "No" : "Yes");
  await questions
    .getByRole("group", { name: /aged 16 or over/ })
    .getByRole("radio", { name: yesOrNo(answers.aged16OrOver), exact: true })
    .check();
  await questions
    .getByRole("group", { name: /sight-impaired/ })
    .getByRole("radio", { name: yesOrNo(answers.notSightImpaired), exact: true })
    .check();
}

/** On a prescription order's page, both questions answered "yes" where they are not answered yet. */
async function answerEligibilityIfAsked(page: Page) {
  const questions = eligibilityQuestions(page);
  if (!(await questions.isVisible())) return;
  if ((await questions.getByRole("radio", { checked: true }).count()) === 2) return;
  await answerEligibility(page);
}

/** Fills the card form; on a prescription order's page the wearer is answered for first ("yes" to both). */
/** A pair configured on /prescription-pro (varifocal by default, £205.00), on its way to its checkout. */
export async function orderPrescriptionPro(
  page: Page,
  choice = { vision: "Varifocal", lens: "Polarized", mirror: "Silver Mirror", total: "£205.00" },
) {
  await page.goto("/prescription-pro");
  await page.getByRole("radio", { name: choice.vision, exact: true }).click();
  await page.getByRole("radio", { name: "Celeste", exact: true }).click();
  await page.getByRole("radio", { name: choice.lens, exact: true }).click();
  await page.getByRole("radio", { name: choice.mirror, exact: true }).click();
  await page.getByRole("button", { name: `Order Your Prescription Sunglasses - ${choice.total}` }).click();
  await expect(page).toHaveURL(/\/prescription-pro-checkout$/);
}

export async function fillCard(page: Page, number: string, expiry = "12 / 34", cvc = "123") {
  await answerEligibilityIfAsked(page);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill(expiry);
  await page.getByLabel("CVC").fill(cvc);
}

/** Opens the checkout and waits until its payment exists. */
export async function openCheckout(page: Page, path = "/checkout") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const complete = page.getByRole("button", { name: /Complete Order/ });
  // A basket with a prescription line asks about the wearer first: both answered "yes".
  await expect(complete.or(eligibilityQuestions(page)).first()).toBeVisible({ timeout: 15_000 });
  await answerEligibilityIfAsked(page);
  await expect(complete).toBeVisible({ timeout: 15_000 });
}

/** Unfolds the order summary (folded on a phone), where the discount code is typed. */
export async function showOrderSummary(page: Page) {
  const summary = page.locator("details").filter({ hasText: "Order summary" });
  if ((await summary.getAttribute("open")) === null) await summary.locator("summary").click();
  await expect(page.getByLabel("Discount code", { exact: true })).toBeVisible();
}

/** The payment the confirmation page shows, with the client secret its order calls need. */
export interface HeldPayment {
  paymentIntentId: string;
  clientSecret: string;
}

export function paymentFromUrl(page: Page): HeldPayment {
  const query = new URL(page.url()).searchParams;
  const paymentIntentId = query.get("payment_intent");
  const clientSecret = query.get("payment_intent_client_secret");
  if (!paymentIntentId || !clientSecret) throw new Error(`No payment_intent and secret in ${page.url()}`);
  return { paymentIntentId, clientSecret };
}

/** GET /api/payment-intent/{id}, as the browser that holds the payment's client secret asks it. */
export async function paymentIntentOf(request: APIRequestContext, payment: HeldPayment) {
  const res = await request.get(`/api/payment-intent/${payment.paymentIntentId}`, {
    headers: { "X-Client-Secret": payment.clientSecret },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The toasts on screen now. */
export const toasts = (page: Page) =>
  page.getByRole("region", { name: /Notifications/, includeHidden: true }).locator("li:visible");

/** The refusal shown beside the card form (never only a toast). */
export async function expectPaymentError(page: Page, reason: string | RegExp) {
  const alert = page.getByTestId("payment-error");
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(reason);
  await expect(alert).toContainText("use another card");
  const form = await page.getByLabel("Card number").boundingBox();
  const box = await alert.boundingBox();
  // Next to the card form: just below its fields, not somewhere else on the page.
  expect(box && form ? box.y - (form.y + form.height) : Number.NaN).toBeLessThan(200);
}

export async function expectConfirmation(page: Page, total: string): Promise<HeldPayment> {
  await expect(page).toHaveURL(/\/order-confirmation\?token=c1\.[^&]+&payment_intent=pi_/, {
    timeout: 15_000,
  });
  const payment = paymentFromUrl(page);
  const pi = payment.paymentIntentId;
  const details = page.getByTestId("order-details");
  // The shop's own order number, never the payment id.
  await expect(details.getByTestId("order-number")).toHaveText(/^NDR-\d{5,}$/);
  await expect(details).not.toContainText(pi.slice(0, 8).toUpperCase());
  await expect(details).toContainText(total);
  await expect(details).toContainText("Successful");
  // Nothing from the payment step ("Processing Payment...") stays on screen over the confirmation.
  await expect(toasts(page)).toHaveCount(0);
  return payment;
}

interface AdminOrderView {
  id: number;
  email: string;
  status: string;
  total: string;
  discountCode: string | null;
  shipping: string;
  country: string;
  orderType: string;
  stripePaymentIntentId: string | null;
  items: { productId: number; quantity: number }[];
}

/** The admin's view of every order of this shopper (Africa R3D orders included). */
export async function ordersOf(request: APIRequestContext, email: string): Promise<AdminOrderView[]> {
  const token = await adminToken(request);
  const query = new URLSearchParams({
    status: "all",
    q: email,
    pageSize: "200",
    orderType: "primary,prescription_pro,africa_r3d,multi",
  });
  const res = await request.get(`/api/orders?${query}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { orders: AdminOrderView[] }).orders.filter((o) => o.email === email);
}

/** Orders whose money arrived: `paid`, or a prescription order at its first stage. */
export async function paidOrdersOf(request: APIRequestContext, email: string) {
  return (await ordersOf(request, email)).filter((o) => isPaidStatus(o.status));
}

function dataDir(): string {
  return readFileSync(join(import.meta.dirname, "..", "test-results", "e2e-data-dir.txt"), "utf8").trim();
}

/** The emails written to the outbox folder for this address (of the shared server, or the DATA_DIR given). */
export function outboxFor(email: string, serverDataDir = dataDir()): string[] {
  const dir = join(serverDataDir, "outbox");
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.map((n) => readFileSync(join(dir, n), "utf8")).filter((text) => text.includes(email));
}

/** The outbox file's text with its quoted-printable soft breaks and "=" joined again. */
export const unfolded = (mail: string) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

export { expectNoSeriousViolations } from "./page-fixtures.ts";
