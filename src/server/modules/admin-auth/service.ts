import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import type { AdminIdentity } from "#server/plugins/admin-guard.ts";
import { burnPasswordCheck, verifyPassword } from "./passwords.ts";
import {
  deleteDeadSessions,
  findLiveSession,
  findUserByName,
  forgetAddressesBefore,
  insertSession,
  isKnownAddress,
  rememberAddress,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from "./repo.ts";

/** decisions.md §8: a session ends after 12 hours without use. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so busy admin pages don't write on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
/** An address an admin signed in from stays known this long after the last sign-in from it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

type Ctx = Pick<AppContext, "db">;
type SessionCtx = Pick<AppContext, "db" | "config">;

/** The absolute lifetime of a session (ADMIN_SESSION_MAX_AGE_HOURS, 7 days by default). */
export const sessionMaxAgeMs = (config: SessionCtx["config"]) =>
  config.ADMIN_SESSION_MAX_AGE_HOURS * 3_600_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const hashAddress = (address: string) => createHash("sha256").update(address).digest("hex");

/** Has this username signed in from this (normalised) address before? False for an unknown username. */
export function isKnownSignInAddress(ctx: Ctx, username: string, address: string): Promise<boolean> {
  return isKnownAddress(ctx.db, username.trim(), hashAddress(address));
}

/**
 * Admin sign-in: argon2id passwords, random bearer tokens of which only the SHA-256 is stored.
 * A new session token, or null for an unknown user or a wrong password (indistinguishably). A good
 * sign-in remembers its address, which then escapes the per-username ceiling (routes.ts).
 */
export async function login(
  ctx: SessionCtx,
  username: string,
  password: string,
  address: string,
): Promise<{ token: string; username: string } | null> {
  const user = await findUserByName(ctx.db, username.trim());
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  const now = Date.now();
  // Revoked and idle sessions, and addresses not used for months, are of no use; dropping them on sign-in
  // keeps the tables small.
  await deleteDeadSessions(
    ctx.db,
    new Date(now - SESSION_IDLE_MS),
    new Date(now - sessionMaxAgeMs(ctx.config)),
  );
  await forgetAddressesBefore(ctx.db, new Date(now - KNOWN_ADDRESS_MS));
  await rememberAddress(ctx.db, user.id, hashAddress(address), new Date(now));
  return { token: await createSession(ctx, user.id), username: user.username };
}

/** 256 random bits, base64url; the database keeps only its hash. */
export async function createSession(ctx: Ctx, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertSession(ctx.db, userId, hashToken(token), new Date());
  return token;
}

/**
 * The admin behind a live session token, sliding its idle timeout; null for anything else, including a
 * session older than its absolute lifetime however recently it was used.
 */
export async function verifySession(ctx: SessionCtx, token: string): Promise<AdminIdentity | null> {
  const now = Date.now();
  const row = await findLiveSession(
    ctx.db,
    hashToken(token),
    new Date(now - SESSION_IDLE_MS),
    new Date(now - sessionMaxAgeMs(ctx.config)),
  );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await touchSession(ctx.db, row.sessionId, new Date(now), new Date(now - LAST_SEEN_RESOLUTION_MS));
  }
  return { sessionId: row.sessionId, userId: row.userId, username: row.username };
}

export async function logout(ctx: Ctx, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, new Date());
}

/** Ends every session of a user, e.g. after a password change. */
export async function revokeAllSessions(ctx: Ctx, userId: number): Promise<void> {
  await revokeUserSessions(ctx.db, userId, new Date());
}
