import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { can, type Permission, type Role } from "#shared/staff/roles.ts";
import { MUST_ENROL_MESSAGE, type SecondFactorState } from "#shared/staff/second-factor.ts";
import { adminCookieToken, CSRF_MESSAGE, passesCsrf } from "../lib/admin-cookie.ts";
import { forbidden, unauthorized } from "../lib/http-error.ts";

export interface AdminIdentity {
  userId: number;
  username: string;
  role: Role;
  sessionId: number;
  secondFactor: SecondFactorState;
}

/** Checks a bearer token; implemented by the admin-auth module. */
export interface AdminVerifier {
  verify(token: string): Promise<AdminIdentity | null>;
}

declare module "fastify" {
  interface FastifyRequest {
    admin?: AdminIdentity;
  }
  interface FastifyContextConfig {
    /**
     * Set on every route that reads or changes admin data: the permission it needs, or `true` for any
     * signed-in person (their own session). The guard is then added automatically.
     */
    admin?: Permission | true;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/.exec(header.trim());
  return match?.[1];
}

/**
 * The admin behind the request: its bearer token (API clients), else its session cookie (the browser
 * admin), with whether the cookie is what authenticated it.
 */
async function sessionOf(request: FastifyRequest, verifier: AdminVerifier) {
  const bearer = bearerToken(request);
  const token = bearer ?? adminCookieToken(request.headers.cookie);
  if (!token) return undefined;
  const admin = await verifier.verify(token);
  return admin ? { admin, byCookie: bearer === undefined } : undefined;
}

/**
 * The admin behind a request to a route open to everyone that does more for an admin: undefined unless
 * the session is live, passes the CSRF rule when it came by cookie, and is not waiting for a second factor.
 */
export async function identifyAdmin(request: FastifyRequest, verifier: AdminVerifier) {
  const found = await sessionOf(request, verifier);
  if (!found || (found.byCookie && !passesCsrf(request.method, request.headers))) return undefined;
  return found.admin.secondFactor === "must-enrol" ? undefined : found.admin;
}

/**
 * Every route declared with `config: { admin }` gets an onRequest hook that answers 401 unless the bearer
 * token or session cookie belongs to a live admin session, and 403 when a cookie-authenticated unsafe
 * request lacks the CSRF header, when the person must first enrol a second factor, or when their role
 * lacks the route's permission.
 * The admin routes are also collected, so a test can enumerate them all.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  verifier: AdminVerifier,
  adminRoutes: RouteOptions[],
) {
  app.addHook("onRoute", (route) => {
    const needs = route.config?.admin;
    if (!needs) return;
    adminRoutes.push(route);
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      // Admin answers hold personal data: no browser or proxy may keep them.
      reply.header("cache-control", "no-store");
      const found = await sessionOf(request, verifier);
      if (!found) throw unauthorized();
      const { admin } = found;
      if (found.byCookie && !passesCsrf(request.method, request.headers)) throw forbidden(CSRF_MESSAGE);
      // A role that needs a second factor reaches only its own session and the enrolment until it has one.
      if (needs !== true && admin.secondFactor === "must-enrol") throw forbidden(MUST_ENROL_MESSAGE);
      if (needs !== true && !can(admin.role, needs)) throw forbidden(`Your role cannot use this (${needs}).`);
      request.admin = admin;
    };
    // onRequest, so an unauthenticated call gets 401 before its body is read or validated.
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}
