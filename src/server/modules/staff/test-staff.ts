import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { adminInvitations, emailOutbox } from "#server/db/schema/index.ts";
import { adminToken, bearer, staffToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import type { DbKind } from "#server/test/test-db.ts";
import type { Role } from "#shared/staff/roles.ts";

type Method = "GET" | "POST";

/** An app on `kind` with the owner signed in, and calls for the staff tests. */
export function useStaffApp(kind: DbKind) {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await adminToken(t.ctx);
  });
  afterAll(() => t?.close());

  const call = (method: Method, url: string, payload?: unknown, token = owner) =>
    t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });

  /** The link in the latest invitation email to `email`, and its token. */
  async function invitationLink(email: string) {
    const rows = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const last = rows.filter((r) => r.kind === "staff_invitation").at(-1);
    const url = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(last?.text ?? "")?.[0];
    if (!url) throw new Error(`no invitation email to ${email}`);
    return { url, token: new URL(url).searchParams.get("token") ?? "", emails: rows.length };
  }

  async function invite(email: string, role: Role = "dispenser", name = "Dana Dispenser") {
    const res = await call("POST", "/api/admin/staff/invitations", { name, email, role });
    if (res.statusCode !== 201) throw new Error(res.body);
    return { id: res.json().person.id as number, ...(await invitationLink(email.toLowerCase())) };
  }

  const expire = (userId: number) =>
    t.ctx.db
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.userId, userId));

  return {
    app: () => t,
    call,
    invite,
    invitationLink,
    expire,
    tokenOf: (role: Role, username?: string) => staffToken(t.ctx, role, username),
  };
}
