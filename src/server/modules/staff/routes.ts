import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import {
  AcceptInvitationBody,
  InvitationAccepted,
  InvitationQuery,
  InvitationView,
} from "#shared/schemas/staff.ts";
import { acceptInvitation, invitationView } from "./invitations.ts";

/** An invited person's link: who it is for, and choosing their password. */
export async function staffInvitationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/staff/invitation",
    { schema: { querystring: InvitationQuery, response: { 200: InvitationView } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return invitationView(ctx, request.query.token);
    },
  );

  typed.post(
    "/api/staff/invitation/accept",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { body: AcceptInvitationBody, response: { 200: InvitationAccepted } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return acceptInvitation(ctx, request.body.token, request.body.password, request.ip);
    },
  );
}
