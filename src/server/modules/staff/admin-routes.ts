import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { originOf } from "#server/lib/origin.ts";
import type { AuditAction } from "#shared/audit/actions.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { InviteBody, RoleBody, StaffChanged, StaffList, type StaffMember } from "#shared/schemas/staff.ts";
import { cancelInvitation, invite, resendInvitation } from "./invitations.ts";
import { changeRole, disablePerson, enablePerson, endSessions, staffList, staffMember } from "./people.ts";

const staff = { admin: "staff" } as const;
const audited = (audit: AuditAction) => ({ admin: "staff", audit }) as const;

/** What the trail keeps of a person: never their password or sessions' secrets. */
const seen = (p: StaffMember) => ({ name: p.name, username: p.username, role: p.role, state: p.state });

const inviter = (request: FastifyRequest) => ({
  userId: request.admin?.userId ?? 0,
  username: request.admin?.username ?? "The shop's owner",
});

/** The owner's Staff tab: people, their roles and states, and invitations. */
export async function staffAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const origin = (request: FastifyRequest) => originOf(request, ctx.config.PUBLIC_URL);

  typed.get("/api/admin/staff", { config: staff, schema: { response: { 200: StaffList } } }, () =>
    staffList(ctx),
  );

  typed.post(
    "/api/admin/staff/invitations",
    { config: audited("staff.invite"), schema: { body: InviteBody, response: { 201: StaffChanged } } },
    async (request, reply) => {
      const person = await invite(ctx, request.body, inviter(request), origin(request));
      request.audit = { entityId: person.id, after: seen(person) };
      return reply.status(201).send({ person });
    },
  );

  typed.post(
    "/api/admin/staff/:id/role",
    {
      config: audited("staff.role"),
      schema: { params: IdParam, body: RoleBody, response: { 200: StaffChanged } },
    },
    async (request) => {
      const before = await staffMember(ctx, request.params.id);
      const person = await changeRole(ctx, request.params.id, request.body.role);
      request.audit = { before: { role: before.role }, after: { role: person.role } };
      return { person };
    },
  );

  const action = (
    path: string,
    audit: AuditAction,
    run: (id: number, request: FastifyRequest) => Promise<StaffChanged["person"]>,
  ) =>
    typed.post(
      `/api/admin/staff/:id/${path}`,
      { config: audited(audit), schema: { params: IdParam, response: { 200: StaffChanged } } },
      async (request) => {
        const before = await staffMember(ctx, request.params.id);
        const person = await run(request.params.id, request);
        request.audit = { before: seen(before), after: seen(person) };
        return { person };
      },
    );
  action("disable", "staff.disable", (id) => disablePerson(ctx, id));
  action("enable", "staff.enable", (id) => enablePerson(ctx, id));
  action("end-sessions", "staff.end-sessions", (id) => endSessions(ctx, id));
  action("invitation/resend", "staff.invite-resend", (id, request) =>
    resendInvitation(ctx, id, inviter(request), origin(request)),
  );
  action("invitation/cancel", "staff.invite-cancel", (id) => cancelInvitation(ctx, id));
}
