import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { HttpError, unauthorized } from "#server/lib/http-error.ts";
import { refuse } from "#server/plugins/rate-limit.ts";
import { LoginBody, LoginResponse } from "#shared/schemas/admin.ts";
import { SecondFactorLoginBody } from "#shared/schemas/admin-security.ts";
import { signIn } from "./service.ts";
import { answerSession, originOf } from "./session-reply.ts";
import { completeSignIn } from "./sign-in-code.ts";

const tooMany = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`;

/** Admin sign-in (password, then a code for a person with a second factor); own-session routes are in admin-routes.ts. */
export async function adminAuthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/login",
    { schema: { body: LoginBody, response: { 200: LoginResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Counted in the rate limits' store (Redis when configured), so every instance shares the limits.
      const result = await signIn(ctx, app.attempts, request.body, originOf(request));
      if (!result) throw unauthorized("Invalid credentials");
      if ("retryAfterSeconds" in result) refuse(reply, result.retryAfterSeconds, tooMany);
      if ("challenge" in result) return { secondFactor: "required" as const, challenge: result.challenge };
      return answerSession(ctx, reply, result.token, request.body.session);
    },
  );

  typed.post(
    "/api/login/second-factor",
    { schema: { body: SecondFactorLoginBody, response: { 200: LoginResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const result = await completeSignIn(ctx, app.attempts, request.body, originOf(request));
      if ("retryAfterSeconds" in result) refuse(reply, result.retryAfterSeconds, tooMany);
      if ("status" in result) throw new HttpError(result.status, result.message);
      return answerSession(ctx, reply, result.token, request.body.session);
    },
  );
}
