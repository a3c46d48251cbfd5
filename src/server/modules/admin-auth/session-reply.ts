import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "#server/context.ts";
import { clearedSessionCookie, sessionCookie } from "#server/lib/admin-cookie.ts";
import type { SessionOrigin } from "./repo.ts";
import { sessionMaxAgeMs } from "./service.ts";

/** The client's address, an IPv6 client's /64 as one, since anyone holding a /64 can change address at will. */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

export const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers["user-agent"] ?? "",
  address: clientAddress(request),
});

const secure = (ctx: AppContext) => ctx.config.NODE_ENV === "production";

/**
 * A new session as the client asked for it: the browser admin's in the HttpOnly cookie with an empty
 * body, so no script of the page ever holds it; an API client's (`session: "token"`, or nothing asked) as
 * the token in the body, with no cookie.
 */
export function answerSession(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  mode: "cookie" | "token" | undefined,
): { token?: string } {
  if (mode !== "cookie") return { token };
  reply.header(
    "set-cookie",
    sessionCookie(token, Math.floor(sessionMaxAgeMs(ctx.config) / 1000), secure(ctx)),
  );
  return {};
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.header("set-cookie", clearedSessionCookie(secure(ctx)));
}
