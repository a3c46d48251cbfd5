import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import type { AdminIdentity } from "#server/plugins/admin-guard.ts";
import type { AttemptCounters } from "#server/plugins/rate-limit.ts";
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
import { giveBackAttempt, signInLimits, takeAttempt } from "./sign-in-limits.ts";

/** A session ends after 12 hours without use. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so busy admin pages don't write on every request. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
/** An address an admin signed in from stays known this long after the last sign-in from it. */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

type Ctx = Pick<AppContext, "db">;
type SessionCtx = Pick<AppContext, "db" | "config">;

/** The absolute lifetime of a session (ADMIN_SESSION_MAX_AGE_HOURS, 7 days by default). */
export const sessionMaxAgeMs = (config: SessionCtx["config"]) =>
  config.ADMIN_SESSION_MAX_AGE_HOURS * 3_600_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const hashAddress = (address: string) => createHash("sha256").update(address).digest("hex");

/**
 * Whether a sign-in is vouched for beyond its password, so that a username under attack from elsewhere
 * stays open to it: today, when this username signed in from this (normalised) address before. This is
 * the hook for staff 2FA: a correct second factor will vouch for a sign-in too.
 */
export function vouchedFor(ctx: Ctx, username: string, address: string): Promise<boolean> {
  return isKnownAddress(ctx.db, username.trim(), hashAddress(address));
}

/** A new session's token, a refusal with the seconds to wait, or null for wrong credentials. */
type SignInResult = { token: string } | { retryAfterSeconds: number } | null;

/**
 * Sign-in under limits that count failures only (sign-in-limits.ts): the attempt is counted before the
 * password is checked, and given back when the password is right.
 */
export async function signIn(
  ctx: SessionCtx,
  attempts: AttemptCounters,
  username: string,
  password: string,
  address: string,
): Promise<SignInResult> {
  const limits = signInLimits(username, address, await vouchedFor(ctx, username, address));
  const wait = await takeAttempt(attempts, limits);
  if (wait !== null) return { retryAfterSeconds: wait };
  const session = await login(ctx, username, password, address);
  if (!session) return null;
  await giveBackAttempt(attempts, limits);
  return { token: session.token };
}

/**
 * Admin sign-in: argon2id passwords, random bearer tokens of which only the SHA-256 is stored.
 * A new session token, or null for an unknown user or a wrong password (indistinguishably). A good
 * sign-in remembers its address, which then escapes the per-username ceiling (`vouchedFor`).
 */
export async function login(
  ctx: SessionCtx,
  username: string,
  password: string,
  address: string,
): Promise<{ token: string; username: string } | null> {
  const user = await findUserByName(ctx.db, username.trim());
  if (!user?.passwordHash || user.state !== "active") {
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
  return { sessionId: row.sessionId, userId: row.userId, username: row.username, role: row.role };
}

export async function logout(ctx: Ctx, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, new Date());
}

/** Ends every session of a user, e.g. after a password change. */
export async function revokeAllSessions(ctx: Ctx, userId: number): Promise<void> {
  await revokeUserSessions(ctx.db, userId, new Date());
}
