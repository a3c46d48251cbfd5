import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { sendPdf } from "#server/lib/pdf-reply.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { CreditNoteParams } from "#shared/schemas/credit-note.ts";
import { adminCreditNote, adminInvoice } from "./service.ts";

/** The admin's PDF invoice and credit notes of a placed order: the shopper's figures, the address in full. */
export async function orderInvoiceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/admin/orders/:id/credit-notes/:number",
    { config: { admin: "orders.view" }, schema: { params: CreditNoteParams } },
    async (request, reply) => {
      const { number, pdf } = await adminCreditNote(ctx, request.params.id, request.params.number);
      return sendPdf(reply, number, pdf, "credit-note");
    },
  );
  typed.get(
    "/api/admin/orders/:id/invoice.pdf",
    { config: { admin: "orders.view" }, schema: { params: IdParam } },
    async (request, reply) => {
      const { number, pdf } = await adminInvoice(ctx, request.params.id);
      return sendPdf(reply, number, pdf);
    },
  );
}
