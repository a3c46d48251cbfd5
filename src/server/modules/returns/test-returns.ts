import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import {
  emailOutbox,
  orderItems,
  orderRefunds,
  orderStatusHistory,
  orders,
  returnHistory,
  returnLines,
  returnPhotos,
  returns,
  stockLevels,
} from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { buy } from "#server/modules/checkout/testing.ts";
import { orderToken } from "#server/modules/orders/index.ts";
import type { SandboxPayments } from "#server/providers/payments/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import type { DbKind } from "#server/test/test-db.ts";

const DAY = 86_400_000;
let addresses = 0;
/** Each shopper call from its own address, so the suites stay under the per-address limits. */
const nextAddress = () => {
  addresses++;
  return `192.0.2.${addresses % 250}`;
};

export interface PhotoFile {
  bytes: Uint8Array;
  type: string;
  name: string;
}

interface NewReturnOptions {
  body?: Record<string, unknown>;
  lines?: (items: { id: number }[]) => { itemId: number; quantity: number }[];
}

/** A test app for the returns, signed in as the admin, with the steps and reads its tests share. */
export function useReturnsApp(kind: DbKind, env: Record<string, string> = {}) {
  let t: TestApp;
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ORDER_LINK_SECRET: "a-returns-link-secret-long-enough-to-use",
      SHOP_NOTIFY_EMAIL: "owner@example.com",
      ...env,
    });
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t?.close());

  const orderRow = async (id: number) => {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`no order ${id}`);
    return row;
  };
  const itemsOf = (id: number) =>
    t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
  const tokenOf = async (id: number) => orderToken(t.ctx.config, await orderRow(id));

  /** Shipped the day before `days` ago and delivered `days` ago (or only shipped, when `delivered` is false). */
  const sendOrder = async (id: number, days: number, delivered = true) => {
    const at = (d: number) => new Date(Date.now() - d * DAY);
    const paid = await orderRow(id);
    await t.ctx.db.insert(orderStatusHistory).values([
      {
        orderId: id,
        fromStatus: paid.status,
        toStatus: "shipped",
        changedBy: "system",
        createdAt: at(days + 1),
      },
      ...(delivered
        ? [
            {
              orderId: id,
              fromStatus: "shipped",
              toStatus: "delivered",
              changedBy: "system",
              createdAt: at(days),
            },
          ]
        : []),
    ]);
    await t.ctx.db
      .update(orders)
      .set({ status: delivered ? "delivered" : "shipped" })
      .where(eq(orders.id, id));
  };

  /** A paid order through the sandbox (2 x Primary+, £110 unless `body` says otherwise), delivered `days` ago. */
  const deliveredOrder = async (body: Record<string, unknown> = {}, days = 1) => {
    const id = (await buy(t.app, body)).order.id;
    await sendOrder(id, days);
    return { id, token: await tokenOf(id), items: await itemsOf(id) };
  };

  const request = (
    fields: Record<string, string>,
    photos: PhotoFile[] = [],
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const p of photos)
      form.append("photos", new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
    return t.app.inject({
      method: "POST",
      url: "/api/returns",
      payload: form,
      headers,
      remoteAddress: nextAddress(),
    });
  };
  const view = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/api/returns?t=${encodeURIComponent(token)}`,
      headers,
      remoteAddress: nextAddress(),
    });
  const admin = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload ? { payload } : {}) });
  const act = (
    id: number,
    action: string,
    payload: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => admin("POST", `/api/admin/returns/${id}/${action}`, payload, headers);

  const returnsOf = (orderId: number) =>
    t.ctx.db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(returns.id);
  const linesOfReturn = (id: number) =>
    t.ctx.db.select().from(returnLines).where(eq(returnLines.returnId, id)).orderBy(returnLines.id);
  const refundsOf = (orderId: number) =>
    t.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  const providerRefunds = async (orderId: number) =>
    (t.ctx.payments as SandboxPayments).listRefunds((await orderRow(orderId)).paymentIntentId ?? "");
  const emailsAbout = async (kind: string, text: string) =>
    (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind))).filter((e) =>
      e.subject.includes(text),
    );
  const stockOf = async (productId: number, colorId: number) =>
    (await t.ctx.db.select().from(stockLevels).where(eq(stockLevels.productId, productId))).find(
      (s) => s.colorId === colorId,
    )?.stock;

  /** Everything a return touches for an order, to show a refused request changed nothing. */
  const stored = async (orderId: number) => {
    const rs = await returnsOf(orderId);
    const ids = rs.length ? rs.map((r) => r.id) : [-1];
    return {
      order: await orderRow(orderId),
      returns: rs,
      lines: await t.ctx.db.select().from(returnLines).where(inArray(returnLines.returnId, ids)),
      photos: await t.ctx.db.select().from(returnPhotos).where(inArray(returnPhotos.returnId, ids)),
      history: await t.ctx.db.select().from(returnHistory).where(inArray(returnHistory.returnId, ids)),
      refunds: await refundsOf(orderId),
      stock: await t.ctx.db.select().from(stockLevels).orderBy(stockLevels.id),
    };
  };

  /**
   * A delivered order (of `body`'s basket) with a return made through the order page: one of its first line,
   * or the `lines` picked from its items.
   */
  const newReturn = async (
    reason = "change_of_mind",
    description = "Scratched",
    {
      body = {},
      lines = (items) => [{ itemId: items[0]?.id as number, quantity: 1 }],
    }: NewReturnOptions = {},
  ) => {
    const order = await deliveredOrder(body);
    const res = await request({
      t: order.token,
      reason,
      description,
      lines: JSON.stringify(lines(order.items)),
    });
    if (res.statusCode !== 201) throw new Error(`the return was refused: ${res.statusCode} ${res.body}`);
    const [row] = await returnsOf(order.id);
    return { ...order, returnId: row?.id as number, returnNumber: row?.returnNumber as string };
  };

  return {
    app: () => t,
    newReturn,
    orderRow,
    itemsOf,
    tokenOf,
    sendOrder,
    deliveredOrder,
    request,
    view,
    admin,
    act,
    returnsOf,
    linesOfReturn,
    refundsOf,
    providerRefunds,
    emailsAbout,
    stockOf,
    stored,
  };
}

export type ReturnsTestApp = ReturnType<typeof useReturnsApp>;
