import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { invalid, notFound } from "#server/lib/http-error.ts";
import { parseFields } from "#server/lib/parse-fields.ts";
import { orderFromLookup, orderFromToken } from "#server/modules/order-lookup/index.ts";
import { type OrderRow, orderToken } from "#server/modules/orders/index.ts";
import {
  RETURN_MESSAGES,
  ReturnRequestFields,
  ReturnsLookupBody,
  ReturnsTokenQuery,
  type ShopperReturn,
  type ShopperReturns,
} from "#shared/schemas/returns.ts";
import { createReturn } from "./create.ts";
import { orderReturnFacts } from "./eligibility.ts";
import { checkPhotos, type ReturnForm } from "./form.ts";
import { historyOf, linesOf, photosOf, returnsOfOrder } from "./repo.ts";
import { eligibilityView, shopperReturn } from "./views.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue" | "log" | "storage">;

/** The shopper's returns of an order: what may still go back, and each return with its history. */
export async function shopperReturns(ctx: Ctx, order: OrderRow, at = now()): Promise<ShopperReturns> {
  const facts = await orderReturnFacts(ctx, ctx.db, order, at);
  const rows = await returnsOfOrder(ctx.db, order.id);
  const ids = rows.map((r) => r.id);
  const [lines, history, photoCounts] = await Promise.all([
    linesOf(ctx.db, ids),
    historyOf(ctx.db, ids),
    Promise.all(rows.map(async (r) => (await photosOf(ctx.db, r.id)).length)),
  ]);
  const { byId } = await ctx.catalogue.snapshot();
  return {
    orderNumber: order.orderNumber ?? `#${order.id}`,
    token: orderToken(ctx.config, order),
    eligibility: eligibilityView(order, facts, byId),
    returns: rows.map((r, i) =>
      shopperReturn(
        r,
        lines.filter((l) => l.returnId === r.id),
        history.filter((h) => h.returnId === r.id),
        facts.items,
        photoCounts[i] ?? 0,
      ),
    ),
  };
}

/** The prepaid label of one of the order's returns, from the private store; 404 when it has none. */
export async function shopperReturnLabel(ctx: Ctx, token: string, returnNumber: string) {
  const order = await orderFromToken(ctx, token);
  const row = (await returnsOfOrder(ctx.db, order.id)).find((r) => r.returnNumber === returnNumber);
  const file = row?.labelStorageKey ? await ctx.storage.get(row.labelStorageKey) : null;
  if (!row || !file) throw notFound(`Return ${returnNumber} has no prepaid label on this order`);
  return { returnNumber: row.returnNumber, file };
}

export const returnsFromToken = async (ctx: Ctx, token: string) =>
  shopperReturns(ctx, await orderFromToken(ctx, token));

export const returnsFromLookup = async (ctx: Ctx, body: Required<ReturnsLookupBody>) =>
  shopperReturns(ctx, await orderFromLookup(ctx, body));

/** The order the form names: by the order page's token, or by number and email, as the order page finds it. */
async function orderOfForm(ctx: Ctx, fields: Record<string, string>): Promise<OrderRow> {
  if (fields.t) return orderFromToken(ctx, parseFields(ReturnsTokenQuery, { t: fields.t }).t);
  if (fields.orderNumber && fields.email) {
    return orderFromLookup(ctx, parseFields(ReturnsLookupBody, fields));
  }
  throw invalid("body", [{ path: "t", message: RETURN_MESSAGES.auth }]);
}

/** The shopper's return request from the order page's form; 201 with the return as the page shows it. */
export async function requestReturn(ctx: Ctx, form: ReturnForm): Promise<ShopperReturn> {
  const order = await orderOfForm(ctx, form.fields);
  const fields = parseFields(ReturnRequestFields, form.fields);
  const photos = await checkPhotos(form.photos);
  const created = await createReturn(ctx, order.id, {
    reason: fields.reason,
    description: fields.description ?? "",
    lines: fields.lines,
    via: "online",
    actor: "storefront",
    judgedAt: now(),
    photos,
  });
  const page = await shopperReturns(ctx, order);
  return page.returns.find((r) => r.returnNumber === created.returnNumber) as ShopperReturn;
}
