import { londonTodayInput } from "#shared/dates.ts";
import { addDays } from "#shared/returns/days.ts";
import { bearer, createPaidOrder, expect, expectNoSeriousViolations, unique } from "./admin-fixtures.ts";
import { OWN_ADMIN, openAdminTab, ownShopForSpec, signInThroughForm } from "./own-shop-fixtures.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { type APIRequestContext, type Page, test } from "./test.ts";

// The figures are sums over every return, so these tests have a shop and a database of their own: their
// returns are the only ones, and one can be dated back with SQL.
test.describe.configure({ mode: "serial", timeout: 150_000 });

const own = ownShopForSpec();

/** The admin's API on the shop these tests started. */
async function ownAdmin(api: APIRequestContext) {
  const res = await api.post("/api/login", { data: OWN_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const headers = bearer(((await res.json()) as { token: string }).token);
  const call = async (path: string, data: object = {}) => {
    const answer = await api.post(path, { headers, data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
    return answer.json();
  };
  return { headers, call };
}

/**
 * A paid order of one Primary+ (Celeste, £75.00, free UK delivery), delivered, and sent back in full by a
 * cancellation the shop recorded: an approved change-of-mind return. Received and refunded when asked.
 */
async function returnedOrder(api: APIRequestContext, refund: boolean): Promise<number> {
  const admin = await ownAdmin(api);
  const { orderId, orderNumber } = await createPaidOrder(api, {
    name: "Numbers Runner",
    email: `${unique("numbers")}@example.com`,
  });
  for (const status of ["shipped", "delivered"]) {
    const moved = await api.patch("/api/orders/update-status-by-id", {
      headers: admin.headers,
      data: { orderId, status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const { id } = (await admin.call("/api/admin/returns/model-form", {
    orderNumber,
    via: "model_form_email",
  })) as { id: number };
  if (refund) {
    const detail = await api.get(`/api/admin/returns/${id}`, { headers: admin.headers });
    const { lines } = (await detail.json()) as { lines: { id: number }[] };
    await admin.call(`/api/admin/returns/${id}/receive`, {
      lines: lines.map((l) => ({ lineId: l.id, condition: "resaleable" })),
    });
    await admin.call(`/api/admin/returns/${id}/refund`);
  }
  return id;
}

async function openNumbers(page: Page) {
  await skipCookieBanner(page);
  await signInThroughForm(page, own.base());
  await openAdminTab(page, "Returns");
  await page.getByRole("button", { name: "Numbers" }).click();
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("last_30_days");
}

const productRow = (page: Page) =>
  page
    .getByRole("table", { name: "Returns per product" })
    .getByRole("row", { name: /Primary\+ Sports Sunglasses/ });
const reasonRow = (page: Page) =>
  page.getByRole("table", { name: "Returns per reason" }).getByRole("row", { name: /I changed my mind/ });

test("the owner reads a refunded return in the last 30 days, then widens the period to an older one", async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: own.base() });
  await returnedOrder(api, true);
  const older = await returnedOrder(api, false);
  await own
    .shop()
    .db.rows("UPDATE returns SET created_at = now() - interval '45 days' WHERE id = $1", [older]);

  await openNumbers(page);
  await expect(productRow(page).getByRole("cell")).toHaveText(["1", "1", "£75.00"]);
  await expect(productRow(page).getByRole("rowheader")).toHaveText("Primary+ Sports SunglassesCeleste");
  await expect(reasonRow(page).getByRole("cell")).toHaveText(["1", "1", "£75.00"]);
  await expectNoSeriousViolations(page);

  await page.getByLabel("From", { exact: true }).fill(addDays(londonTodayInput(), -60));
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("custom");
  await expect(productRow(page).getByRole("cell")).toHaveText(["2", "2", "£75.00"]);
  await expect(reasonRow(page).getByRole("cell")).toHaveText(["2", "2", "£75.00"]);
  await api.dispose();
});

test("on a 390 px phone the tables fit the screen and show a return made now", async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await playwright.request.newContext({ baseURL: own.base() });
  await returnedOrder(api, false);

  await openNumbers(page);
  await expect(productRow(page).getByRole("cell")).toHaveText(["2", "2", "£75.00"]);
  await page.getByRole("combobox", { name: "Period" }).selectOption("this_month");
  await page.getByLabel("From", { exact: true }).fill(addDays(londonTodayInput(), -60));
  await expect(productRow(page).getByRole("cell")).toHaveText(["3", "3", "£75.00"]);
  await expect(reasonRow(page).getByRole("cell")).toHaveText(["3", "3", "£75.00"]);

  for (const name of ["Returns per product", "Returns per reason"]) {
    const table = page.getByRole("table", { name });
    // Its scrolling wrapper has nothing to scroll: every column is on screen.
    const overflow = await table.evaluate(
      (t) => (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0),
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await api.dispose();
});
