import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { originOf } from "#server/lib/origin.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { InviteBody, RoleBody, StaffChanged, StaffList } from "#shared/schemas/staff.ts";
import { cancelInvitation, invite, resendInvitation } from "./invitations.ts";
import { changeRole, disablePerson, enablePerson, endSessions, staffList } from "./people.ts";

const staff = { admin: "staff" } as const;

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
    { config: staff, schema: { body: InviteBody, response: { 201: StaffChanged } } },
    async (request, reply) => {
      const person = await invite(ctx, request.body, inviter(request), origin(request));
      return reply.status(201).send({ person });
    },
  );

  typed.post(
    "/api/admin/staff/:id/role",
    { config: staff, schema: { params: IdParam, body: RoleBody, response: { 200: StaffChanged } } },
    async (request) => ({ person: await changeRole(ctx, request.params.id, request.body.role) }),
  );

  const action = (
    path: string,
    run: (id: number, request: FastifyRequest) => Promise<StaffChanged["person"]>,
  ) =>
    typed.post(
      `/api/admin/staff/:id/${path}`,
      { config: staff, schema: { params: IdParam, response: { 200: StaffChanged } } },
      async (request) => ({ person: await run(request.params.id, request) }),
    );
  action("disable", (id) => disablePerson(ctx, id));
  action("enable", (id) => enablePerson(ctx, id));
  action("end-sessions", (id) => endSessions(ctx, id));
  action("invitation/resend", (id, request) => resendInvitation(ctx, id, inviter(request), origin(request)));
  action("invitation/cancel", (id) => cancelInvitation(ctx, id));
}
