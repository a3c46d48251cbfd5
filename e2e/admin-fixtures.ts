import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ELIGIBILITY_WORDING_VERSION } from "#shared/prescription/eligibility.ts";
import { type APIRequestContext, expect as baseExpect, type Page } from "./test.ts";

/** Helpers for the admin and chat browser tests (e2e/admin*.spec.ts, e2e/chat*.spec.ts). */

/** The dashboard verifies a token and loads several lists at once; a busy machine needs longer waits. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const ADMIN = { username: "admin", password: "e2e-admin-password" } as const;

const RESULTS = join(import.meta.dirname, "..", "test-results");
const TOKEN_FILE = join(RESULTS, "e2e-admin-token.json");

function dataDir(): string {
  try {
    return readFileSync(join(RESULTS, "e2e-data-dir.txt"), "utf8").trim();
  } catch {
    return "";
  }
}

export async function login(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/login", { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let cached: string | undefined;

/**
 * One admin session shared by the tests of a run: sign-in is rate limited to 5 attempts a minute,
 * so the token is kept in a file named after this run's data directory.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cached) return cached;
  const dir = dataDir();
  if (existsSync(TOKEN_FILE)) {
    const saved = JSON.parse(readFileSync(TOKEN_FILE, "utf8")) as { dataDir: string; token: string };
    if (saved.dataDir === dir) {
      const check = await request.get("/api/verify-auth", { headers: bearer(saved.token) });
      if (check.ok()) {
        cached = saved.token;
        return saved.token;
      }
    }
  }
  const token = await login(request);
  writeFileSync(TOKEN_FILE, JSON.stringify({ dataDir: dir, token }));
  cached = token;
  return token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/**
 * Gives the page's browser the session as the sign-in would: the HttpOnly cookie, and the hint that tells
 * the storefront's header to ask whether it is signed in.
 */
export async function giveSession(page: Page, token: string, url = BASE_URL): Promise<void> {
  await page
    .context()
    .addCookies([{ name: "admin_session", value: token, url, httpOnly: true, sameSite: "Strict" }]);
  await page.addInitScript(() => window.localStorage.setItem("shop:admin-signed-in", "1"));
}

/** Signs the page in with the run's shared session before any script of the app runs. */
export async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await giveSession(page, token);
  return token;
}

export async function openTab(page: Page, name: string, path = "/admin") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  // A modal dialog hides the rest of the page from the accessibility tree, the toast region included.
  const region = page.getByRole("region", { name: /Notifications/, includeHidden: true });
  const toast = region.locator("li").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const CUSTOMER = {
  phone: "+44 7700 900123",
  address: "1 Test Street",
  city: "Leeds",
  postcode: "LS1 1AA",
  country: "GB",
};

interface PaidOrder {
  orderId: number;
  /** NDR-10001: the number the shopper is given. */
  orderNumber: string;
  paymentIntentId: string;
  total: string;
}

type Customer = { name: string; email: string };
const SUNGLASSES = [{ productId: 1, quantity: 1, colorId: 2, lensTypeId: 5 }];

/** A checkout started (a pending order with its payment); nothing paid yet. */
async function startCheckout(request: APIRequestContext, customer: Customer, items: object[]) {
  const full = { ...CUSTOMER, ...customer };
  const created = await request.post("/api/create-payment-intent", {
    data: {
      items,
      country: "GB",
      customer: full,
      // The wearer's answers, needed when a line is made to a prescription.
      eligibility: { version: ELIGIBILITY_WORDING_VERSION, aged16OrOver: true, notSightImpaired: true },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await created.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  return { full, clientSecret, paymentIntentId };
}

const payWith = (
  request: APIRequestContext,
  paymentIntentId: string,
  clientSecret: string,
  cardNumber: string,
) =>
  request.post(`/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
    data: { clientSecret, cardNumber, expMonth: 12, expYear: 2040, cvc: "123" },
  });

/** A basket checked out and paid through the sandbox, then completed as the storefront does: the order is paid. */
export async function createPaidOrder(
  request: APIRequestContext,
  customer: Customer,
  items: object[] = SUNGLASSES,
  completePath = "/api/orders",
): Promise<PaidOrder> {
  const { full, clientSecret, paymentIntentId } = await startCheckout(request, customer, items);
  const confirmed = await payWith(request, paymentIntentId, clientSecret, "4242 4242 4242 4242");
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(((await confirmed.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe(
    "succeeded",
  );
  const headers = { "X-Client-Secret": clientSecret };
  const completed = await request.post(completePath, {
    headers,
    data: { stripePaymentIntentId: paymentIntentId, status: "completed", ...full },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const body = (await completed.json()) as { id: number; total: string };
  const found = await request.get(`/api/orders/by-payment-intent/${paymentIntentId}`, { headers });
  const orderNumber = ((await found.json()) as { order?: { orderNumber?: string | null } }).order
    ?.orderNumber;
  return { orderId: body.id, orderNumber: orderNumber ?? "", paymentIntentId, total: body.total };
}

/** A checkout left unpaid ("pending"), or whose card was declined and the storefront reported it ("failed"). */
export async function createUnpaidOrder(
  request: APIRequestContext,
  customer: Customer,
  outcome: "pending" | "failed",
): Promise<{ paymentIntentId: string }> {
  const { clientSecret, paymentIntentId } = await startCheckout(request, customer, SUNGLASSES);
  if (outcome === "failed") {
    await payWith(request, paymentIntentId, clientSecret, "4000 0000 0000 0002");
    const failed = await request.post("/api/orders/update-status", {
      headers: { "X-Client-Secret": clientSecret },
      data: { stripePaymentIntentId: paymentIntentId, status: "failed" },
    });
    expect(failed.status(), await failed.text()).toBe(200);
  }
  return { paymentIntentId };
}

export { expectNoSeriousViolations } from "./page-fixtures.ts";
