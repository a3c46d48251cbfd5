import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { HttpError, unauthorized } from "#server/lib/http-error.ts";
import { LoginBody, LoginResponse } from "#shared/schemas/admin.ts";
import { login } from "./service.ts";

/** Sign-in attempts allowed per minute: per address and username, per username, per address. */
export const LOGIN_LIMITS = { perIpAndUser: 5, perUser: 20, perIp: 30, windowMs: 60_000 } as const;

function usernameKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const name = typeof body?.username === "string" ? body.username.trim().toLowerCase() : "";
  return createHash("sha256").update(name).digest("base64url").slice(0, 22);
}

/** Admin sign-in; the signed-in admin's own session routes are in admin-routes.ts. */
export async function adminAuthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Counted in Redis when configured (plugins/rate-limit.ts), so every instance shares them.
  const window = LOGIN_LIMITS.windowMs;
  const limiters = [
    app.createRateLimit({
      max: LOGIN_LIMITS.perIpAndUser,
      timeWindow: window,
      keyGenerator: (req) => `login:ipu:${req.ip}:${usernameKey(req)}`,
    }),
    app.createRateLimit({
      max: LOGIN_LIMITS.perUser,
      timeWindow: window,
      keyGenerator: (req) => `login:u:${usernameKey(req)}`,
    }),
    app.createRateLimit({
      max: LOGIN_LIMITS.perIp,
      timeWindow: window,
      keyGenerator: (req) => `login:ip:${req.ip}`,
    }),
  ];

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/login",
    {
      schema: { body: LoginBody, response: { 200: LoginResponse } },
      preHandler: async (request, reply) => {
        for (const limiter of limiters) {
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header("retry-after", String(result.ttlInSeconds));
            throw new HttpError(
              429,
              `Too many sign-in attempts. Please wait ${result.ttlInSeconds} seconds and try again.`,
            );
          }
        }
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await login(ctx, request.body.username, request.body.password);
      if (!session) throw unauthorized("Invalid credentials");
      return { token: session.token };
    },
  );
}
