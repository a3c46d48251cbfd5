import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { adminSessions, adminUsers } from "#server/db/schema/index.ts";
import type { AdminIdentity, AdminVerifier } from "#server/plugins/admin-guard.ts";
import { burnPasswordCheck, verifyPassword } from "./passwords.ts";

/** decisions.md §8: a session ends after 12 hours without use. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so busy admin pages don't write on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Admin sign-in: argon2id passwords, random bearer tokens of which only the SHA-256 is stored. */
export class AdminAuthService implements AdminVerifier {
  #db: Db;
  #now: () => number;

  constructor(db: Db, opts: { now?: () => number } = {}) {
    this.#db = db;
    this.#now = opts.now ?? Date.now;
  }

  /** A new session token, or null for an unknown user or a wrong password (indistinguishably). */
  async login(username: string, password: string): Promise<{ token: string; username: string } | null> {
    const [user] = await this.#db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, username.trim()))
      .limit(1);
    if (!user) {
      await burnPasswordCheck(password);
      return null;
    }
    if (!(await verifyPassword(user.passwordHash, password))) return null;
    await this.#pruneSessions();
    return { token: await this.createSession(user.id), username: user.username };
  }

  /** 256 random bits, base64url; the database keeps only its hash. */
  async createSession(userId: number): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = new Date(this.#now());
    await this.#db
      .insert(adminSessions)
      .values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
    return token;
  }

  async verify(token: string): Promise<AdminIdentity | null> {
    const now = this.#now();
    const [row] = await this.#db
      .select({
        sessionId: adminSessions.id,
        userId: adminUsers.id,
        username: adminUsers.username,
        lastSeenAt: adminSessions.lastSeenAt,
      })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
      .where(
        and(
          eq(adminSessions.tokenHash, hashToken(token)),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (now - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await this.#db
        .update(adminSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(
          and(
            eq(adminSessions.id, row.sessionId),
            lt(adminSessions.lastSeenAt, new Date(now - LAST_SEEN_RESOLUTION_MS)),
          ),
        );
    }
    return { sessionId: row.sessionId, userId: row.userId, username: row.username };
  }

  async logout(sessionId: number): Promise<void> {
    await this.#db
      .update(adminSessions)
      .set({ revokedAt: new Date(this.#now()) })
      .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
  }

  /** Ends every session of a user, e.g. after a password change. */
  async revokeAllSessions(userId: number): Promise<void> {
    await this.#db
      .update(adminSessions)
      .set({ revokedAt: new Date(this.#now()) })
      .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)));
  }

  /** Revoked and idle sessions are of no use; dropping them on sign-in keeps the table small. */
  async #pruneSessions(): Promise<void> {
    await this.#db
      .delete(adminSessions)
      .where(
        or(
          isNotNull(adminSessions.revokedAt),
          lt(adminSessions.lastSeenAt, new Date(this.#now() - SESSION_IDLE_MS)),
        ),
      );
  }
}
