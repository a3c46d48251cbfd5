import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { ContactMessage, ContactReplyBody, ContactStatusBody } from "#shared/schemas/admin.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { changeStatus, listMessages, replyToMessage } from "./service.ts";

/** The admin's Contact Messages tab. */
export async function contactAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/contact-messages",
    { config: { admin: "contact" }, schema: { response: { 200: z.array(ContactMessage) } } },
    async () => listMessages(ctx),
  );

  typed.patch(
    "/api/contact-messages/:id",
    {
      config: { admin: "contact", audit: "contact.status" },
      schema: { params: IdParam, body: ContactStatusBody, response: { 200: ContactMessage } },
    },
    async (request) => {
      const changed = await changeStatus(ctx, request.params.id, request.body.status);
      request.audit = { after: { status: changed.status } };
      return changed;
    },
  );

  typed.post(
    "/api/contact-messages/:id/reply",
    {
      config: { admin: "contact", audit: "contact.reply" },
      schema: { params: IdParam, body: ContactReplyBody, response: { 200: ContactMessage } },
    },
    async (request) => replyToMessage(ctx, request.params.id, request.body.message),
  );
}
