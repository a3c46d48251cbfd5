import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/lib/http-error.ts";
import { sendPdf } from "#server/modules/order-lookup/routes.ts";
import { invoicePdf } from "#server/modules/orders/invoice-pdf.ts";
import { receiptOf } from "#server/modules/orders/receipt.ts";
import { findOrder, listItems } from "#server/modules/orders/repo.ts";
import { IdParam } from "#shared/schemas/common.ts";

export const adminInvoicePath = (orderId: number) => `/api/admin/orders/${orderId}/invoice.pdf`;

/** The admin's PDF invoice of a placed order: the shopper's figures, the delivery address in full. */
export async function orderInvoiceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/admin/orders/:id/invoice.pdf",
      { config: { admin: true }, schema: { params: IdParam } },
      async (request, reply) => {
        const order = await findOrder(ctx.db, { orderId: request.params.id });
        if (!order?.paidAt) throw notFound("No placed order with that id");
        const items = await listItems(ctx.db, order.id);
        const receipt = await receiptOf(ctx, order, items, {
          masked: false,
          invoiceUrl: adminInvoicePath(order.id),
        });
        return sendPdf(reply, receipt.orderNumber, await invoicePdf(receipt));
      },
    );
}
