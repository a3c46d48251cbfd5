import { randomBytes } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { badRequest, conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { adminPasswordProblem } from "#server/lib/password-policy.ts";
import { hashPassword, hashToken } from "#server/modules/admin-auth/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { type Brand, shopBrand, staffInvitationEmail } from "#server/modules/emails/index.ts";
import type { InvitationAccepted, InvitationView, InviteBody, StaffMember } from "#shared/schemas/staff.ts";
import { staffMember } from "./people.ts";
import {
  activateInvited,
  cancelOpenInvitations,
  claimInvitation,
  findByEmailOrName,
  findInvitation,
  findPerson,
  insertInvitation,
  insertInvited,
  updatePerson,
} from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "config" | "email" | "log" | "catalogue">;

/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;
export const INVITATION_PATH = "/admin/invitation";

interface Inviter {
  userId: number;
  username: string;
}

const gone = (message: string) => new HttpError(410, message);

/** A new single-use link for `userId`, replacing any open one, with its email queued in the same transaction. */
async function sendInvitation(
  ctx: Ctx,
  tx: DbOrTx,
  brand: Brand,
  person: { id: number; name: string; username: string; email: string; role: StaffMember["role"] },
  by: Inviter,
  origin: string,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  await cancelOpenInvitations(tx, person.id, now);
  await insertInvitation(tx, person.id, hashToken(token), by.userId, now, expiresAt);
  const url = `${origin}${INVITATION_PATH}?token=${token}`;
  const message = await staffInvitationEmail({
    brand,
    name: person.name,
    role: person.role,
    url,
    username: person.username,
    expiresAt,
    invitedBy: by.username,
  });
  await ctx.email.send("staff_invitation", { to: person.email, ...message }, { db: tx });
}

/** Invites a new person, or invites again someone invited or disabled before. */
export async function invite(ctx: Ctx, body: InviteBody, by: Inviter, origin: string): Promise<StaffMember> {
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const brand = await shopBrand(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const existing = await findByEmailOrName(tx, body.email);
    if (existing?.state === "active") throw conflict(`${body.email} already has an admin account`);
    const personId = existing?.id ?? (await insertInvited(tx, body.name, body.email, body.role));
    if (existing) await updatePerson(tx, existing.id, { name: body.name, role: body.role, state: "invited" });
    const username = existing?.username ?? body.email;
    await sendInvitation(ctx, tx, brand, { id: personId, ...body, username }, by, origin);
    return personId;
  });
  ctx.email.wake();
  return staffMember(ctx, id);
}

export async function resendInvitation(
  ctx: Ctx,
  id: number,
  by: Inviter,
  origin: string,
): Promise<StaffMember> {
  const brand = await shopBrand(ctx);
  await ctx.db.transaction(async (tx) => {
    const person = await findPerson(tx, id);
    if (!person) throw notFound(`There is no person ${id} in the admin`);
    if (person.state !== "invited" || !person.email)
      throw conflict(`${person.username} has no open invitation`);
    await sendInvitation(ctx, tx, brand, { ...person, email: person.email }, by, origin);
  });
  ctx.email.wake();
  return staffMember(ctx, id);
}

/** The link stops working and the person is disabled until invited again. */
export async function cancelInvitation(ctx: Ctx, id: number): Promise<StaffMember> {
  await ctx.db.transaction(async (tx) => {
    const person = await findPerson(tx, id);
    if (!person) throw notFound(`There is no person ${id} in the admin`);
    if (person.state !== "invited") throw conflict(`${person.username} has no open invitation`);
    await cancelOpenInvitations(tx, id, new Date());
    await updatePerson(tx, id, { state: "disabled" });
  });
  return staffMember(ctx, id);
}

/** The invitation behind a link, or why it cannot be used. */
async function usableInvitation(ctx: Pick<Ctx, "db">, token: string) {
  const found = await findInvitation(ctx.db, hashToken(token));
  if (!found) throw notFound("This invitation link is not valid. Ask the shop's owner for a new one.");
  const { invitation, user } = found;
  if (invitation.usedAt) throw gone("This invitation has been used already. Sign in with your password.");
  if (invitation.cancelledAt || user.state === "disabled")
    throw gone("This invitation was withdrawn. Ask the shop's owner for a new one.");
  if (invitation.expiresAt.getTime() <= Date.now())
    throw gone(
      `This invitation expired after ${INVITATION_HOURS} hours. Ask the shop's owner for a new one.`,
    );
  if (user.state !== "invited")
    throw gone("This invitation has been used already. Sign in with your password.");
  return found;
}

export async function invitationView(ctx: Pick<Ctx, "db">, token: string): Promise<InvitationView> {
  const { invitation, user } = await usableInvitation(ctx, token);
  return {
    name: user.name,
    username: user.username,
    role: user.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Sets the invited person's password and makes them active; the link works once, however many click it. */
export async function acceptInvitation(
  ctx: Ctx,
  token: string,
  password: string,
  ip: string,
): Promise<InvitationAccepted> {
  const { invitation, user } = await usableInvitation(ctx, token);
  const problem = adminPasswordProblem(password, {
    production: ctx.config.NODE_ENV === "production",
    username: user.username,
  });
  if (problem) throw badRequest(`Your password ${problem}`);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, invitation.id, new Date())))
      throw gone("This invitation has been used already. Sign in with your password.");
    if (!(await activateInvited(tx, user.id, passwordHash)))
      throw gone("This invitation was withdrawn. Ask the shop's owner for a new one.");
    // No admin session yet: the new person is the actor, in the transaction that made them active.
    await recordAudit(tx, { userId: user.id, username: user.username, ip }, "staff.accept", {
      entityId: user.id,
      after: { state: "active" },
    });
  });
  return { username: user.username };
}
