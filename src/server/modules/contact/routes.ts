import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import {
  ContactMessageCreated,
  ContactMessageInput,
  DEFAULT_CONTACT_SOURCE,
} from "#shared/schemas/contact.ts";
import { insertContactMessage } from "./repo.ts";

/** Storefront contact form. The admin's list and status changes live in admin-routes.ts. */
export async function contactRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { db } = opts.ctx;

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact-messages",
    {
      schema: { body: ContactMessageInput, response: { 201: ContactMessageCreated } },
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const { source, ...message } = request.body;
      const id = await insertContactMessage(db, { ...message, source: source || DEFAULT_CONTACT_SOURCE });
      return reply.status(201).send({ id });
    },
  );
}
