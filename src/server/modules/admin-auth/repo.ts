import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { adminKnownAddresses, adminSessions, adminUsers } from "#server/db/schema/index.ts";
import type { Role } from "#shared/staff/roles.ts";

type AdminUser = typeof adminUsers.$inferSelect;

export async function findUserByName(db: DbOrTx, username: string): Promise<AdminUser | undefined> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return user;
}

export async function anyUser(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return row !== undefined;
}

/** The new user's id, or undefined when the name was taken meanwhile. */
export async function insertUser(
  db: DbOrTx,
  username: string,
  passwordHash: string,
  role: Role = "owner",
): Promise<number | undefined> {
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash, role })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return row?.id;
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
}

/** Where a session was started from, to name it in the person's list of sessions. */
export interface SessionOrigin {
  userAgent: string;
  address: string;
}

export async function insertSession(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
  now: Date,
  origin: SessionOrigin = { userAgent: "", address: "" },
): Promise<void> {
  await db.insert(adminSessions).values({
    userId,
    tokenHash,
    createdAt: now,
    lastSeenAt: now,
    userAgent: origin.userAgent.slice(0, 300),
    address: origin.address.slice(0, 100),
  });
}

/** The unrevoked session with this token hash, created after `createdAfter` and seen after `seenAfter`. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, seenAfter: Date, createdAfter: Date) {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      userId: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.role,
      lastSeenAt: adminSessions.lastSeenAt,
      totpEnabledAt: adminUsers.totpEnabledAt,
      bootstrapOwner: adminUsers.bootstrapOwner,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        // A disabled person's sessions end at their next request, whichever instance serves it.
        eq(adminUsers.state, "active"),
        gt(adminSessions.lastSeenAt, seenAfter),
        gt(adminSessions.createdAt, createdAfter),
      ),
    )
    .limit(1);
  return row;
}

/** Moves last_seen_at to `now` unless another request already moved it past `unlessAfter`. */
export async function touchSession(
  db: DbOrTx,
  sessionId: number,
  now: Date,
  unlessAfter: Date,
): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(adminSessions.id, sessionId), lt(adminSessions.lastSeenAt, unlessAfter)));
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Ends every session of the user, but the one `except` names. */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date, except?: number) {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminSessions.userId, userId),
        isNull(adminSessions.revokedAt),
        except === undefined ? undefined : ne(adminSessions.id, except),
      ),
    );
}

/** Ends one session, if it is this user's: false when there was no such live session. */
export async function revokeOwnSession(db: DbOrTx, userId: number, sessionId: number, now: Date) {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)),
    )
    .returning({ id: adminSessions.id });
  return rows.length === 1;
}

/** The user's unrevoked sessions seen after `seenAfter` and created after `createdAfter`, latest first. */
export async function liveSessionsOf(db: DbOrTx, userId: number, seenAfter: Date, createdAfter: Date) {
  return db
    .select({
      id: adminSessions.id,
      userAgent: adminSessions.userAgent,
      address: adminSessions.address,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.lastSeenAt, seenAfter),
        gt(adminSessions.createdAt, createdAfter),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
}

/** Deletes revoked sessions, those last seen before `idleBefore` and those created before `createdBefore`. */
export async function deleteDeadSessions(db: DbOrTx, idleBefore: Date, createdBefore: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        isNotNull(adminSessions.revokedAt),
        lt(adminSessions.lastSeenAt, idleBefore),
        lt(adminSessions.createdAt, createdBefore),
      ),
    );
}

/** Has the user with this name signed in from this address (hashed) before? */
export async function isKnownAddress(db: DbOrTx, username: string, addressHash: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: adminKnownAddresses.userId })
    .from(adminKnownAddresses)
    .innerJoin(adminUsers, eq(adminUsers.id, adminKnownAddresses.userId))
    .where(and(eq(adminUsers.username, username), eq(adminKnownAddresses.addressHash, addressHash)))
    .limit(1);
  return row !== undefined;
}

export async function rememberAddress(db: DbOrTx, userId: number, addressHash: string, now: Date) {
  await db
    .insert(adminKnownAddresses)
    .values({ userId, addressHash, lastSignInAt: now })
    .onConflictDoUpdate({
      target: [adminKnownAddresses.userId, adminKnownAddresses.addressHash],
      set: { lastSignInAt: now },
    });
}

export async function forgetAddressesBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(adminKnownAddresses).where(lt(adminKnownAddresses.lastSignInAt, before));
}
