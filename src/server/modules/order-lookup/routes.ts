import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { sendPdf } from "#server/lib/pdf-reply.ts";
import {
  CreditNoteQuery,
  OrderCancelBody,
  OrderLookupBody,
  type OrderPage,
  OrderTokenQuery,
} from "#shared/schemas/order-lookup.ts";
import { cancelFromToken } from "./cancel.ts";
import { creditNoteFromToken, invoiceFromToken, lookUpOrder, orderPageFromToken } from "./service.ts";

/** A shopper's tries at number and email from one address: enough for typos, too few to guess. */
const LOOKUP_LIMIT = { max: 10, timeWindow: "15 minutes" };
const TOKEN_LIMIT = { max: 60, timeWindow: "15 minutes" };

/** The shopper's order page (/order): by number and email, or by the signed link in an order email. */
export async function orderLookupRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/order-lookup",
    { schema: { body: OrderLookupBody }, config: { rateLimit: LOOKUP_LIMIT } },
    (request): Promise<OrderPage> => lookUpOrder(ctx, request.body),
  );

  typed.get(
    "/api/order-lookup",
    { schema: { querystring: OrderTokenQuery }, config: { rateLimit: TOKEN_LIMIT } },
    (request): Promise<OrderPage> => orderPageFromToken(ctx, request.query.t),
  );

  typed.post(
    "/api/order-lookup/cancel",
    { schema: { body: OrderCancelBody }, config: { rateLimit: TOKEN_LIMIT } },
    (request): Promise<OrderPage> => cancelFromToken(ctx, request.body.t),
  );

  typed.get(
    "/api/order-lookup/invoice.pdf",
    { schema: { querystring: OrderTokenQuery }, config: { rateLimit: TOKEN_LIMIT } },
    async (request, reply) => {
      const { number, pdf } = await invoiceFromToken(ctx, request.query.t);
      return sendPdf(reply, number, pdf);
    },
  );

  typed.get(
    "/api/order-lookup/credit-note.pdf",
    { schema: { querystring: CreditNoteQuery }, config: { rateLimit: TOKEN_LIMIT } },
    async (request, reply) => {
      const { number, pdf } = await creditNoteFromToken(ctx, request.query.t, request.query.n);
      return sendPdf(reply, number, pdf, "credit-note");
    },
  );
}
