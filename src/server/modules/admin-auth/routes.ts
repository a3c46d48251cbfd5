import { createHash } from "node:crypto";
import { normalizeIP, type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { HttpError, unauthorized } from "#server/lib/http-error.ts";
import { LoginBody, LoginResponse } from "#shared/schemas/admin.ts";
import { isKnownSignInAddress, login } from "./service.ts";

/**
 * Sign-in attempts allowed per minute: per address and username, per username (only from addresses
 * that username never signed in from), per address. Past the first two, each refused attempt doubles
 * the wait (up to an hour).
 */
export const LOGIN_LIMITS = { perIpAndUser: 5, perUser: 20, perIp: 30, windowMs: 60_000 } as const;

function usernameKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const name = typeof body?.username === "string" ? body.username.trim().toLowerCase() : "";
  return createHash("sha256").update(name).digest("base64url").slice(0, 22);
}

/** The client's address, an IPv6 client's /64 as one, since anyone holding a /64 can change address at will. */
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** Admin sign-in; the signed-in admin's own session routes are in admin-routes.ts. */
export async function adminAuthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Counted in Redis when configured (plugins/rate-limit.ts), so every instance shares them.
  const limit = (options: RateLimitOptions) => app.createRateLimit(options);
  const timeWindow = LOGIN_LIMITS.windowMs;
  const perIp = limit({
    max: LOGIN_LIMITS.perIp,
    timeWindow,
    keyGenerator: (req) => `login:ip:${clientAddress(req)}`,
  });
  // Failures from one address slow that address only: the right password from elsewhere still works.
  const perIpAndUser = limit({
    max: LOGIN_LIMITS.perIpAndUser,
    timeWindow,
    exponentialBackoff: true,
    keyGenerator: (req) => `login:ipu:${clientAddress(req)}:${usernameKey(req)}`,
  });
  // A ceiling on guesses at one username from many addresses; an address the admin signed in from
  // before is exempt, so no one can lock the admin out from where they work.
  const perUser = limit({
    max: LOGIN_LIMITS.perUser,
    timeWindow,
    exponentialBackoff: true,
    keyGenerator: (req) => `login:u:${usernameKey(req)}`,
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/login",
    {
      schema: { body: LoginBody, response: { 200: LoginResponse } },
      preHandler: async (request, reply) => {
        const known = () => isKnownSignInAddress(ctx, request.body.username, clientAddress(request));
        for (const limiter of [perIp, perIpAndUser, perUser]) {
          if (limiter === perUser && (await known())) break;
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
      const { username, password } = request.body;
      const session = await login(ctx, username, password, clientAddress(request));
      if (!session) throw unauthorized("Invalid credentials");
      return { token: session.token };
    },
  );
}
