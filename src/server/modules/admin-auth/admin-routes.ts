import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { SuccessResponse, VerifyAuthResponse } from "#shared/schemas/admin.ts";
import { ROLE_PERMISSIONS } from "#shared/staff/roles.ts";
import { logout } from "./service.ts";
import { clearSessionCookie } from "./session-reply.ts";

/** The signed-in admin's session: is it still valid, and ending it. */
export async function adminSessionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/verify-auth",
    { config: { admin: true }, schema: { response: { 200: VerifyAuthResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const role = request.admin?.role ?? "staff";
      return {
        authenticated: true as const,
        username: request.admin?.username ?? "",
        role,
        permissions: [...ROLE_PERMISSIONS[role]],
        secondFactor: request.admin?.secondFactor ?? "must-enrol",
      };
    },
  );

  typed.post(
    "/api/logout",
    { config: { admin: true }, schema: { response: { 200: SuccessResponse } } },
    async (request, reply) => {
      if (request.admin) await logout(ctx, request.admin.sessionId);
      clearSessionCookie(ctx, reply);
      return { success: true as const };
    },
  );
}
