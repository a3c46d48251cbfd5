import { conflict, notFound } from "#server/lib/http-error.ts";
import { findOrder, type OrderRow, transition, verifyQueryToken } from "#server/modules/orders/index.ts";
import { submitPrescription } from "#server/modules/prescriptions/index.ts";
import type { ShopperQuery } from "#shared/schemas/prescription-work.ts";
import { answerQuery, findQuery, type QueryRow } from "./repo.ts";
import type { WorkCtx } from "./stages.ts";

const ANSWERED = "This question has been answered already. We will be in touch if we need anything else.";

async function openedQuery(ctx: WorkCtx, token: string): Promise<{ query: QueryRow; order: OrderRow }> {
  const query = await findQuery(ctx.db, verifyQueryToken(ctx.config, token));
  const order = query ? await findOrder(ctx.db, { orderId: query.orderId }) : undefined;
  if (!query || !order?.orderNumber)
    throw notFound("This question was not found. Please contact us and we will help.");
  return { query, order };
}

const isOpen = (query: QueryRow, order: OrderRow) =>
  query.answeredAt === null && order.status === "prescription_query";

/** What the shopper reads by the link: the shop's question about their order's prescription. */
export async function shopperQuery(ctx: WorkCtx, token: string): Promise<ShopperQuery> {
  const { query, order } = await openedQuery(ctx, token);
  return {
    orderNumber: order.orderNumber as string,
    message: query.message,
    askedAt: query.createdAt.toISOString(),
    answered: !isOpen(query, order),
  };
}

/** The answer returns the order to verification, once; the query records how it was answered. */
async function answer(
  ctx: WorkCtx,
  query: QueryRow,
  how: "confirmed" | "corrected",
): Promise<{ status: string }> {
  const { order } = await transition(ctx, query.orderId, "awaiting_verification", {
    actor: "storefront",
    reason:
      how === "confirmed"
        ? "The shopper confirmed the prescription"
        : "The shopper sent a corrected prescription",
    step: async (tx) => {
      if (!(await answerQuery(tx, query.id, how))) throw conflict(ANSWERED);
    },
  });
  return { status: order.status };
}

export async function confirmQuery(ctx: WorkCtx, token: string): Promise<{ status: string }> {
  const { query, order } = await openedQuery(ctx, token);
  if (!isOpen(query, order)) throw conflict(ANSWERED);
  return answer(ctx, query, "confirmed");
}

/** A corrected prescription (typed, or a clearer copy) becomes the order's newest, and answers the query. */
export async function correctQuery(
  ctx: WorkCtx & Parameters<typeof submitPrescription>[0],
  token: string,
  fields: Record<string, string>,
  file: Buffer | undefined,
): Promise<{ status: string }> {
  const { query, order } = await openedQuery(ctx, token);
  if (!isOpen(query, order)) throw conflict(ANSWERED);
  await submitPrescription(ctx, fields, file, {
    id: order.id,
    orderNumber: order.orderNumber as string,
    createdAt: order.createdAt,
  });
  return answer(ctx, query, "corrected");
}
