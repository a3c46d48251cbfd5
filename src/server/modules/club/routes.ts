import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import {
  ClubSignupInput,
  ClubSignupResult,
  UnsubscribeQuery,
  UnsubscribeResult,
} from "#shared/schemas/club.ts";
import { checkUnsubscribe, signUp, unsubscribe } from "./service.ts";

export async function clubRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/discount-signup",
    {
      schema: { body: ClubSignupInput, response: { 200: ClubSignupResult } },
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
    },
    async (request) => {
      const { firstName, email, consentWording, page } = request.body;
      return signUp(ctx, firstName, email, { wording: consentWording, page });
    },
  );

  // RFC 8058 one-click: a mail program POSTs "List-Unsubscribe=One-Click" as a form; the body says nothing
  // more, so it is read as text and ignored (in this module's scope only).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, body),
  );

  typed.get(
    "/api/club/unsubscribe",
    {
      schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeResult } },
      config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
    },
    async (request) => checkUnsubscribe(ctx, request.query.t),
  );

  typed.post(
    "/api/club/unsubscribe",
    {
      schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeResult } },
      config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
    },
    async (request) => unsubscribe(ctx, request.query.t),
  );
}
