import type { DbOrTx } from "#server/db/client.ts";
import { prescriptionQueries } from "#server/db/schema/index.ts";
import { prescriptionQueryEmail } from "#server/modules/emails/index.ts";
import { orderEmailInput } from "./email.ts";
import { type Actor, type LifecycleCtx, transition } from "./lifecycle.ts";
import { queryLink } from "./prescription-query-link.ts";
import type { OrderRow } from "./repo.ts";

/** What the shop asks when a prescription with prism arrives: a person checks it with the shopper first. */
export const PRISM_QUERY =
  "Your prescription includes prism. Prism lenses are made with extra care, so before we order them please confirm the prism values and their base directions exactly as your optician wrote them, or send us a clear photo of the prescription.";

/**
 * The order waits for the shopper's answer to a question about its prescription: the question is kept,
 * and emailed (once per question) with the signed link that answers it.
 */
export async function openPrescriptionQuery(
  ctx: LifecycleCtx,
  orderId: number,
  message: string,
  actor: Actor,
): Promise<OrderRow> {
  let query: { id: number } | undefined;
  const { order } = await transition(ctx, orderId, "prescription_query", {
    actor,
    reason: "A question about the prescription was sent to the shopper",
    step: async (tx: DbOrTx) => {
      [query] = await tx
        .insert(prescriptionQueries)
        .values({ orderId, message, askedBy: actor })
        .returning({ id: prescriptionQueries.id });
    },
  });
  if (query && order.customerEmail) {
    try {
      const mail = await prescriptionQueryEmail(await orderEmailInput(ctx, order), {
        message,
        answerUrl: queryLink(ctx.config, query.id),
      });
      await ctx.email.send(
        "prescription_query",
        { to: order.customerEmail, ...mail },
        { dedupeKey: `rx-query:${query.id}` },
      );
    } catch (err) {
      ctx.log.error({ err, orderId }, "a prescription query email could not be queued");
    }
  }
  return order;
}
