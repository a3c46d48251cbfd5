import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import type { AdminIdentity } from "#server/plugins/admin-guard.ts";
import type { AttemptCounters } from "#server/plugins/rate-limit.ts";
import { secondFactorOf } from "#shared/staff/second-factor.ts";
import { createChallenge } from "./challenges.ts";
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
  type SessionOrigin,
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
 * stays open to it: when this username completed a sign-in from this (normalised) address before, which
 * for a person with a second factor means with a correct code.
 */
export function vouchedFor(ctx: Ctx, username: string, address: string): Promise<boolean> {
  return isKnownAddress(ctx.db, username.trim(), hashAddress(address));
}

/**
 * A new session's token; for a person with a second factor, the challenge the code step completes; a
 * refusal with the seconds to wait; or null for wrong credentials.
 */
type SignInResult = { token: string } | { challenge: string } | { retryAfterSeconds: number } | null;

/**
 * Sign-in under limits that count failures only (sign-in-limits.ts): the attempt is counted before the
 * password is checked, and given back when the password is right.
 */
export async function signIn(
  ctx: SessionCtx,
  attempts: AttemptCounters,
  credentials: { username: string; password: string },
  origin: SessionOrigin,
): Promise<SignInResult> {
  const { username, password } = credentials;
  const limits = signInLimits(username, origin.address, await vouchedFor(ctx, username, origin.address));
  const wait = await takeAttempt(attempts, limits);
  if (wait !== null) return { retryAfterSeconds: wait };
  const user = await checkPassword(ctx, username, password);
  if (!user) return null;
  await giveBackAttempt(attempts, limits);
  if (user.totpSecret) return { challenge: await createChallenge(ctx, user.id) };
  return { token: await startSession(ctx, user.id, origin) };
}

/**
 * The person whose password this is, or null for an unknown user or a wrong password (indistinguishably:
 * an unknown username costs one argon2 check too).
 */
async function checkPassword(ctx: SessionCtx, username: string, password: string) {
  const user = await findUserByName(ctx.db, username.trim());
  if (!user?.passwordHash || user.state !== "active") {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/**
 * A completed sign-in (password, and the second factor when the person has one): a new session. The
 * address is remembered, so it then escapes the per-username ceiling (`vouchedFor`).
 */
export async function startSession(ctx: SessionCtx, userId: number, origin: SessionOrigin): Promise<string> {
  const now = Date.now();
  // Revoked and idle sessions, and addresses not used for months, are of no use; dropping them on sign-in
  // keeps the tables small.
  await deleteDeadSessions(
    ctx.db,
    new Date(now - SESSION_IDLE_MS),
    new Date(now - sessionMaxAgeMs(ctx.config)),
  );
  await forgetAddressesBefore(ctx.db, new Date(now - KNOWN_ADDRESS_MS));
  await rememberAddress(ctx.db, userId, hashAddress(origin.address), new Date(now));
  return createSession(ctx, userId, origin);
}

/** 256 random bits, base64url; the database keeps only its hash. */
export async function createSession(ctx: Ctx, userId: number, origin?: SessionOrigin): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertSession(ctx.db, userId, hashToken(token), new Date(), origin);
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
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    role: row.role,
    secondFactor: secondFactorOf(row),
  };
}

export async function logout(ctx: Ctx, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, new Date());
}

/**
 * Ends every session of a user (after a password change, a disabled account, a second factor reset),
 * but the one `exceptSessionId` names when the person changed something from it.
 */
export async function revokeAllSessions(ctx: Ctx, userId: number, exceptSessionId?: number): Promise<void> {
  await revokeUserSessions(ctx.db, userId, new Date(), exceptSessionId);
}
