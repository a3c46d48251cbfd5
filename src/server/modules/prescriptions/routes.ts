import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { PRESCRIPTION_MULTIPART_LIMITS, readPrescriptionForm } from "./multipart.ts";
import { submitPrescription } from "./service.ts";

/** Storefront prescription submission. The admin's list and file link live in admin-routes.ts. */
export async function prescriptionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Registered in this module's scope only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: PRESCRIPTION_MULTIPART_LIMITS });

  app.post(
    "/api/prescriptions",
    { config: { rateLimit: { max: 30, timeWindow: "10 minutes" } } },
    async (request, reply) => {
      const { fields, file } = await readPrescriptionForm(request);
      const id = await submitPrescription(ctx, fields, file);
      return reply.status(201).send({ id });
    },
  );
}
