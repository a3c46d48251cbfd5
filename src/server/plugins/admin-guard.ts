import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { can, type Permission, type Role } from "#shared/staff/roles.ts";
import { forbidden, unauthorized } from "../lib/http-error.ts";

export interface AdminIdentity {
  userId: number;
  username: string;
  role: Role;
  sessionId: number;
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

/** Resolves the admin behind the request's bearer token, or undefined. */
export async function identifyAdmin(request: FastifyRequest, verifier: AdminVerifier) {
  const token = bearerToken(request);
  if (!token) return undefined;
  return (await verifier.verify(token)) ?? undefined;
}

/**
 * Every route declared with `config: { admin }` gets an onRequest hook that answers 401 unless the bearer
 * token belongs to a live admin session, and 403 unless that person's role holds the route's permission.
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
      const admin = await identifyAdmin(request, verifier);
      if (!admin) throw unauthorized();
      if (needs !== true && !can(admin.role, needs)) throw forbidden(`Your role cannot use this (${needs}).`);
      request.admin = admin;
    };
    // onRequest, so an unauthenticated call gets 401 before its body is read or validated.
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}
