import { addDays, londonDayOf } from "#shared/returns/days.ts";
import { ShopSettings, type ShopSettingsInput, settingsInputOf } from "#shared/schemas/shop-settings.ts";
import { StockVariantsResponse } from "#shared/schemas/stock.ts";
import { bearer, createPaidOrder, expect, giveSession, unique } from "./admin-fixtures.ts";
import { outboxFor } from "./checkout-fixtures.ts";
import { OWN_ADMIN, ownShopForSpec } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { eyeTestDate } from "./prescription-form-fixtures.ts";
import {
  type APIRequestContext,
  type Browser,
  devices,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from "./test.ts";

/**
 * The shopper's returns journeys run on a shop of their own: the returns window, who pays the postage and
 * the free delivery countries are shop-wide settings the other browser tests read.
 * The server honours the per-request test clock (TEST_CLOCK), so the shopper's "day 13 after delivery"
 * is a header on their requests, not a moved server clock.
 */

const TEST_NOW_HEADER = "x-test-now";

/** Noon (UTC) of the London day `n` days after `day`: the same London day in summer and in winter. */
export const dayAfter = (day: string, n: number) => ({ [TEST_NOW_HEADER]: `${addDays(day, n)}T12:00:00Z` });

const { defaultBrowserType: _chromium, ...pixel } = devices["Pixel 7"];
export const DEVICES = [
  { name: "a 390 px phone", use: { ...pixel, viewport: { width: 390, height: 844 } } },
  { name: "a desktop", use: { viewport: { width: 1280, height: 900 } } },
] as const;

/** Two pairs of Medium sports socks (£5 each): a whole order that is socks only. */
export const SOCKS_MEDIUM = { productId: 4, sockSizeId: 2 };
export const TWO_SOCKS = [{ ...SOCKS_MEDIUM, quantity: 2 }];
/** Prescription lenses in a frame: a line made to the shopper's prescription. */
const PRESCRIPTION_LENSES = [{ productId: 2, quantity: 1, colorId: 2, lensTypeId: 12 }];
/** The prescription the shopper sends, and lenses back from the lab that match it. */
const PRESCRIPTION = {
  odDistanceSphere: "-2.25",
  odDistanceCylinder: "-0.50",
  odDistanceAxis: "90",
  osDistanceSphere: "+1.00",
  pupillaryDistance: "63",
};
const LENSES_AS_ORDERED = {
  right: { sphere: "-2.25", cylinder: "-0.50", axis: "90", opticalCentreMm: "31.5" },
  left: { sphere: "+1.00", opticalCentreMm: "31.5" },
};

export interface ReturnsShop {
  base(): string;
  /** The shop's DATA_DIR, whose outbox holds what the shopper was emailed. */
  dataDir(): string;
  /** An API client of the shop, signed in as its admin. */
  api(playwright: PlaywrightWorkerArgs["playwright"]): Promise<APIRequestContext>;
  token(): string;
}

/** The test file's own shop with the per-request clock, its settings changed as `settings` says. */
export function returnsShopForSpec(settings: Partial<ShopSettingsInput>): ReturnsShop {
  // The sandbox lab hands lenses back at once, so a prescription order reaches its dispatch quickly.
  const own = ownShopForSpec({ TEST_CLOCK: "1", LAB_SANDBOX_DELAY_MS: "0" });
  let token = "";
  const shop: ReturnsShop = {
    base: own.base,
    dataDir: () => own.shop().dataDir,
    api: (playwright) => playwright.request.newContext({ baseURL: own.base() }),
    token: () => token,
  };
  test.beforeAll(async ({ playwright }) => {
    const api = await shop.api(playwright);
    const login = await api.post("/api/login", { data: OWN_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    token = ((await login.json()) as { token: string }).token;
    const current = ShopSettings.parse(await (await api.get("/api/shop-settings")).json());
    const saved = await api.put("/api/admin/shop-settings", {
      headers: bearer(token),
      data: { ...settingsInputOf(current), ...settings },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await api.dispose();
  });
  return shop;
}

export interface DeliveredOrder {
  orderId: number;
  orderNumber: string;
  email: string;
  /** The London day its delivery was recorded. */
  deliveredOn: string;
}

async function moveTo(shop: ReturnsShop, api: APIRequestContext, orderId: number, statuses: string[]) {
  for (const status of statuses) {
    const moved = await api.patch("/api/orders/update-status-by-id", {
      headers: bearer(shop.token()),
      data: { orderId, status },
    });
    expect(moved.status(), `${status}: ${await moved.text()}`).toBe(200);
  }
}

/** An order paid through the sandbox, then dispatched and delivered by the admin. */
export async function deliveredOrder(
  shop: ReturnsShop,
  api: APIRequestContext,
  items: object[],
): Promise<DeliveredOrder> {
  const email = `${unique("returner")}@example.com`;
  const { orderId, orderNumber } = await createPaidOrder(api, { name: "Robin Returner", email }, items);
  await moveTo(shop, api, orderId, ["shipped", "delivered"]);
  return { orderId, orderNumber, email, deliveredOn: londonDayOf(new Date()) };
}

/**
 * Prescription lenses paid for, the prescription sent through the confirmation email's link, verified,
 * made by the lab, passed by the quality check, then dispatched and delivered.
 */
export async function deliveredPrescriptionOrder(
  shop: ReturnsShop,
  api: APIRequestContext,
): Promise<DeliveredOrder> {
  const email = `${unique("rx-returner")}@example.com`;
  const name = "Riley Prescribed";
  const { orderId, orderNumber } = await createPaidOrder(api, { name, email }, PRESCRIPTION_LENSES);
  const formLink = () =>
    outboxFor(email, shop.dataDir())
      .map((m) => /\/prescription-form\?order=([\w.~-]+)/.exec(m)?.[1])
      .find(Boolean) ?? "";
  await expect.poll(formLink, { timeout: 20_000 }).not.toBe("");
  const sent = await api.post("/api/prescriptions", {
    multipart: {
      ...PRESCRIPTION,
      fullName: name,
      email,
      phone: "+44 7700 900789",
      eyeTestDate: eyeTestDate(),
      notes: "",
      uploadType: "manual",
      order: formLink(),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const headers = bearer(shop.token());
  const work = `/api/admin/prescription-work/${orderId}`;
  for (const action of ["verify", "send-to-lab"]) {
    const moved = await api.post(`${work}/${action}`, { headers });
    expect(moved.status(), `${action}: ${await moved.text()}`).toBe(200);
  }
  const stage = async () => ((await (await api.get(work, { headers })).json()) as { status: string }).status;
  await expect.poll(stage).toBe("quality_check");
  const checked = await api.post(`${work}/quality-check`, { headers, data: LENSES_AS_ORDERED });
  expect(checked.status(), await checked.text()).toBe(200);
  await moveTo(shop, api, orderId, ["shipped", "delivered"]);
  return { orderId, orderNumber, email, deliveredOn: londonDayOf(new Date()) };
}

/** The subjects of the emails the shopper has been sent so far. */
export const subjectsTo = (shop: ReturnsShop, email: string) =>
  outboxFor(email, shop.dataDir()).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? "");

/** The one email whose subject starts so, once it has been sent. */
export async function mailTo(shop: ReturnsShop, email: string, subjectStart: string): Promise<string> {
  const matching = () =>
    outboxFor(email, shop.dataDir()).filter((m) => /^Subject: (.*)$/m.exec(m)?.[1]?.startsWith(subjectStart));
  await expect.poll(() => matching().length, { timeout: 20_000, message: subjectStart }).toBe(1);
  return matching()[0] ?? "";
}

/** The order page as the signed link of the confirmation email opens it, on the shop's own address. */
export async function orderPageLink(shop: ReturnsShop, email: string): Promise<string> {
  await expect
    .poll(() => outboxFor(email, shop.dataDir()).some((m) => /\/order\?t=/.test(m)), { timeout: 20_000 })
    .toBe(true);
  const mail = outboxFor(email, shop.dataDir()).find((m) => /\/order\?t=/.test(m)) ?? "";
  const token = /\/order\?t=([\w.~-]+)/.exec(mail)?.[1] ?? "";
  return `${shop.base()}/order?t=${token}`;
}

/** The shopper's order page, opened from the email's link on the day the header names. */
export async function openOrderPage(page: Page, link: string, day: Record<string, string>) {
  await page.setExtraHTTPHeaders(day);
  await skipCookieBanner(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 2, name: "Return items" })).toBeVisible({
    timeout: 15_000,
  });
}

/** A delivered order (two pairs of socks unless `deliver` makes another), its shopper on its order page on the n-th day after delivery. */
export async function shopperOnDay(
  shop: ReturnsShop,
  playwright: PlaywrightWorkerArgs["playwright"],
  page: Page,
  n: number,
  deliver: (api: APIRequestContext) => Promise<DeliveredOrder> = (api) =>
    deliveredOrder(shop, api, TWO_SOCKS),
) {
  const api = await shop.api(playwright);
  const order = await deliver(api);
  const day = dayAfter(order.deliveredOn, n);
  await openOrderPage(page, await orderPageLink(shop, order.email), day);
  return { api, order, day };
}

/** Sends the order page's return form; the number of the return it made. */
export async function sendReturnForm(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Request return" }).click();
  const created = page.getByTestId("return-created");
  await expect(created).toContainText(/Your return number is RET-\d+/);
  return /RET-\d+/.exec((await created.textContent()) ?? "")?.[0] ?? "";
}

/** The admin's dashboard on a desktop beside the shopper, signed in, on the same day as the shopper. */
export async function adminPage(browser: Browser, shop: ReturnsShop, day: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: day });
  const page = await context.newPage();
  await giveSession(page, shop.token(), shop.base());
  await skipCookieBanner(page);
  return page;
}

/** The return's dialog in the admin's Returns tab, found by its number. */
export async function openReturn(admin: Page, shop: ReturnsShop, returnNumber: string) {
  await admin.goto(`${shop.base()}/admin`);
  await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible({
    timeout: 20_000,
  });
  await admin.getByRole("tab", { name: "Returns", exact: true }).click();
  await admin.getByRole("searchbox", { name: "Return or order number" }).fill(returnNumber);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByRole("button", { name: returnNumber, exact: true }).click();
  return admin.getByRole("dialog", { name: `Return ${returnNumber}` });
}

/** The admin's stock level of a variant, as the Stock tab reads it. */
export async function stockOf(
  api: APIRequestContext,
  shop: ReturnsShop,
  variant: { productId: number; sockSizeId: number },
) {
  const res = await api.get("/api/admin/stock", { headers: bearer(shop.token()) });
  expect(res.status(), await res.text()).toBe(200);
  const found = StockVariantsResponse.parse(await res.json()).variants.find(
    (v) => v.productId === variant.productId && v.sockSizeId === variant.sockSizeId,
  );
  return found?.stock ?? null;
}

/** Tracks a variant's stock at `stock` units. */
export async function setStock(
  api: APIRequestContext,
  shop: ReturnsShop,
  variant: { productId: number; sockSizeId: number },
  stock: number,
) {
  const res = await api.put("/api/admin/stock", {
    headers: bearer(shop.token()),
    data: { ...variant, stock },
  });
  expect(res.status(), await res.text()).toBe(200);
}
