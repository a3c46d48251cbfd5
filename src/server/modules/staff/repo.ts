import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { adminInvitations, adminSessions, adminUsers } from "#server/db/schema/index.ts";
import type { Role, StaffState } from "#shared/staff/roles.ts";

export type StaffRow = typeof adminUsers.$inferSelect;

/** An invitation that can still be used: not used, not cancelled, not expired. */
const openInvitation = (now: Date) =>
  and(
    isNull(adminInvitations.usedAt),
    isNull(adminInvitations.cancelledAt),
    gt(adminInvitations.expiresAt, now),
  );

/**
 * Everyone (or only person `onlyId`), with their open invitation's expiry and their live sessions
 * (created after `since`).
 */
export function listPeople(db: DbOrTx, now: Date, since: Date, onlyId?: number) {
  const invitation = db
    .select({
      userId: adminInvitations.userId,
      expiresAt: sql<Date>`max(${adminInvitations.expiresAt})`.as("expires_at"),
    })
    .from(adminInvitations)
    .where(openInvitation(now))
    .groupBy(adminInvitations.userId)
    .as("invitation");
  const sessions = db
    .select({ userId: adminSessions.userId, live: sql<number>`count(*)::int`.as("live") })
    .from(adminSessions)
    .where(and(isNull(adminSessions.revokedAt), gt(adminSessions.createdAt, since)))
    .groupBy(adminSessions.userId)
    .as("sessions");
  return db
    .select({
      user: adminUsers,
      invitationExpiresAt: invitation.expiresAt,
      sessions: sql<number>`coalesce(${sessions.live}, 0)::int`,
    })
    .from(adminUsers)
    .leftJoin(invitation, eq(invitation.userId, adminUsers.id))
    .leftJoin(sessions, eq(sessions.userId, adminUsers.id))
    .where(onlyId === undefined ? undefined : eq(adminUsers.id, onlyId))
    .orderBy(asc(adminUsers.id));
}

export async function findPerson(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row;
}

export async function findByEmailOrName(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(or(sql`lower(${adminUsers.email}) = ${email}`, eq(adminUsers.username, email)))
    .for("update")
    .limit(1);
  return row;
}

export async function insertInvited(db: DbOrTx, name: string, email: string, role: Role): Promise<number> {
  const [row] = await db
    .insert(adminUsers)
    .values({ username: email, email, name, role, state: "invited" })
    .returning({ id: adminUsers.id });
  if (!row) throw new Error("the invited person was not stored");
  return row.id;
}

export async function updatePerson(
  db: DbOrTx,
  id: number,
  set: Partial<{ name: string; role: Role; state: StaffState; passwordHash: string }>,
): Promise<void> {
  await db.update(adminUsers).set(set).where(eq(adminUsers.id, id));
}

/** Active owners, locked, so two owners demoting each other at once cannot both succeed. */
export async function lockActiveOwners(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), eq(adminUsers.state, "active")))
    .for("update");
  return rows.map((r) => r.id);
}

export async function cancelOpenInvitations(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(adminInvitations)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(adminInvitations.userId, userId),
        isNull(adminInvitations.usedAt),
        isNull(adminInvitations.cancelledAt),
      ),
    );
}

export async function insertInvitation(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
  invitedBy: number | null,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(adminInvitations).values({ userId, tokenHash, invitedBy, createdAt: now, expiresAt });
}

export async function findInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ invitation: adminInvitations, user: adminUsers })
    .from(adminInvitations)
    .innerJoin(adminUsers, eq(adminUsers.id, adminInvitations.userId))
    .where(eq(adminInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks an open invitation used; false when it was used, cancelled or expired meanwhile. */
export async function claimInvitation(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminInvitations)
    .set({ usedAt: now })
    .where(and(eq(adminInvitations.id, id), openInvitation(now)))
    .returning({ id: adminInvitations.id });
  return rows.length === 1;
}

/** An invited person's first password; false when they are no longer invited (withdrawn meanwhile). */
export async function activateInvited(db: DbOrTx, id: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ passwordHash, state: "active" })
    .where(and(eq(adminUsers.id, id), eq(adminUsers.state, "invited")))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}
