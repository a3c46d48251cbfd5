import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { prescriptionArrived } from "#server/modules/orders/index.ts";
import { IdParam } from "#shared/schemas/common.ts";
import {
  ConfirmPrescriptionLinkBody,
  PrescriptionLinked,
  PrescriptionLinkOrder,
  PrescriptionLinkQuery,
} from "#shared/schemas/prescription-links.ts";
import { confirmSuggestedLink, prescriptionLinkOrder } from "./links.ts";

/** Prescriptions tied to orders: the form's signed link, and staff confirming a suggested match. */
export async function prescriptionLinkRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/prescription-link",
    {
      config: { rateLimit: { max: 60, timeWindow: "15 minutes" } },
      schema: { querystring: PrescriptionLinkQuery, response: { 200: PrescriptionLinkOrder } },
    },
    async (request) => prescriptionLinkOrder(ctx, request.query.order),
  );

  typed.post(
    "/api/prescriptions/:id/link",
    {
      config: { admin: "prescriptions", audit: "prescription.link" },
      schema: { params: IdParam, body: ConfirmPrescriptionLinkBody, response: { 200: PrescriptionLinked } },
    },
    async (request) => {
      const linked = await confirmSuggestedLink(ctx, request.params.id, request.body.orderId);
      request.audit = { after: { orderId: linked.orderId } };
      await prescriptionArrived(ctx, linked.orderId, `admin:${request.admin?.username ?? "unknown"}`);
      return linked;
    },
  );
}
