import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { unauthorized } from "#server/lib/http-error.ts";
import { refuse } from "#server/plugins/rate-limit.ts";
import type { AuditAction } from "#shared/audit/actions.ts";
import { SuccessResponse } from "#shared/schemas/admin.ts";
import {
  AdminSessions,
  ChangePasswordBody,
  CodeBody,
  EnrolmentStart,
  RecoveryCodes,
  SecondFactorStatus,
} from "#shared/schemas/admin-security.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { changeMyPassword, endMySession, mySessions } from "./my-account.ts";
import {
  confirmEnrolment,
  regenerateRecoveryCodes,
  removeSecondFactor,
  secondFactorStatus,
  startEnrolment,
} from "./second-factor.ts";

const me = (request: FastifyRequest) => {
  if (!request.admin) throw unauthorized();
  return request.admin;
};

const OWN = { admin: true } as const;
/** An own-account change: audited with the person as the record. */
const own = (audit: AuditAction) => ({ admin: true, audit }) as const;
const mine = (request: FastifyRequest, after?: Record<string, unknown>) => {
  const admin = me(request);
  request.audit = { entityId: admin.userId, after };
  return admin;
};
const tooMany = (seconds: number) =>
  `Too many wrong passwords. Please wait ${seconds} seconds and try again.`;
const ok = { success: true as const };

/**
 * The signed-in person's own account: sessions, second factor, password. Open to every role (and to a
 * person who must still enrol a second factor).
 */
export async function myAccountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/admin/me/sessions",
    { config: OWN, schema: { response: { 200: AdminSessions } } },
    async (request) => ({
      sessions: await mySessions(ctx, me(request)),
    }),
  );

  typed.delete(
    "/api/admin/me/sessions/:id",
    { config: own("account.session-end"), schema: { params: IdParam, response: { 200: SuccessResponse } } },
    async (request) => {
      await endMySession(ctx, mine(request, { sessionId: request.params.id }), request.params.id);
      return ok;
    },
  );

  typed.get(
    "/api/admin/me/second-factor",
    { config: OWN, schema: { response: { 200: SecondFactorStatus } } },
    (request) => secondFactorStatus(ctx, me(request)),
  );

  typed.post(
    "/api/admin/me/second-factor/enrol",
    { config: own("account.second-factor-start"), schema: { response: { 200: EnrolmentStart } } },
    (request) => startEnrolment(ctx, mine(request)),
  );

  typed.post(
    "/api/admin/me/second-factor/confirm",
    { config: own("account.second-factor-on"), schema: { body: CodeBody, response: { 200: RecoveryCodes } } },
    async (request) => ({ recoveryCodes: await confirmEnrolment(ctx, mine(request), request.body.code) }),
  );

  typed.post(
    "/api/admin/me/second-factor/recovery-codes",
    { config: own("account.recovery-codes"), schema: { body: CodeBody, response: { 200: RecoveryCodes } } },
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes(ctx, mine(request), request.body.code),
    }),
  );

  typed.post(
    "/api/admin/me/second-factor/remove",
    {
      config: own("account.second-factor-off"),
      schema: { body: CodeBody, response: { 200: SuccessResponse } },
    },
    async (request) => {
      await removeSecondFactor(ctx, mine(request), request.body.code);
      return ok;
    },
  );

  typed.post(
    "/api/admin/me/password",
    {
      config: own("account.password"),
      schema: { body: ChangePasswordBody, response: { 200: SuccessResponse } },
    },
    async (request, reply) => {
      const limited = await changeMyPassword(ctx, app.attempts, mine(request), request.body);
      if (limited) refuse(reply, limited.retryAfterSeconds, tooMany);
      return ok;
    },
  );
}
