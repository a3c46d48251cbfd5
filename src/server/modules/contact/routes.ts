import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ContactMessageCreated, ContactMessageInput } from "#shared/schemas/contact.ts";
import { submitContactMessage } from "./service.ts";

/** Storefront contact form. The admin's list and status changes live in admin-routes.ts. */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact-messages",
    {
      schema: { body: ContactMessageInput, response: { 201: ContactMessageCreated } },
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const id = await submitContactMessage(ctx, request.body);
      return reply.status(201).send({ id });
    },
  );
}
