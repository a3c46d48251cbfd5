import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { unauthorized } from "#server/lib/http-error.ts";
import { refuse } from "#server/plugins/rate-limit.ts";
import { LoginBody, LoginResponse } from "#shared/schemas/admin.ts";
import { signIn } from "./service.ts";

/** The client's address, an IPv6 client's /64 as one, since anyone holding a /64 can change address at will. */
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

const tooMany = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`;

/** Admin sign-in; the signed-in admin's own session routes are in admin-routes.ts. */
export async function adminAuthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/login",
      { schema: { body: LoginBody, response: { 200: LoginResponse } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { username, password } = request.body;
        // Counted in the rate limits' store (Redis when configured), so every instance shares the limits.
        const result = await signIn(ctx, app.attempts, username, password, clientAddress(request));
        if (!result) throw unauthorized("Invalid credentials");
        if ("retryAfterSeconds" in result) refuse(reply, result.retryAfterSeconds, tooMany);
        return { token: result.token };
      },
    );
}
