import type { AppContext } from "#server/context.ts";
import { badRequest, notFound, unauthorized } from "#server/lib/http-error.ts";
import { adminPasswordProblem } from "#server/lib/password-policy.ts";
import type { AdminIdentity } from "#server/plugins/admin-guard.ts";
import type { AttemptCounters } from "#server/plugins/rate-limit.ts";
import type { AdminSession } from "#shared/schemas/admin-security.ts";
import { deviceName } from "./device-name.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { liveSessionsOf, revokeOwnSession, setPasswordHash } from "./repo.ts";
import { findUserById } from "./second-factor-repo.ts";
import { revokeAllSessions, SESSION_IDLE_MS, sessionMaxAgeMs } from "./service.ts";
import { currentPasswordLimits, giveBackAttempt, takeAttempt } from "./sign-in-limits.ts";

type Me = Pick<AdminIdentity, "userId" | "username" | "sessionId">;

/** The person's live sessions, the one making the request marked. */
export async function mySessions(ctx: AppContext, me: Me): Promise<AdminSession[]> {
  const now = Date.now();
  const rows = await liveSessionsOf(
    ctx.db,
    me.userId,
    new Date(now - SESSION_IDLE_MS),
    new Date(now - sessionMaxAgeMs(ctx.config)),
  );
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === me.sessionId,
  }));
}

/** Ends one of the person's own sessions (this one too: that is signing out). */
export async function endMySession(ctx: AppContext, me: Me, sessionId: number): Promise<void> {
  if (!(await revokeOwnSession(ctx.db, me.userId, sessionId, new Date()))) {
    throw notFound("No such session of yours");
  }
}

/**
 * A new password for the current one, under the same strength and breached-password rules as the start-up
 * password; the person's other sessions end.
 */
export async function changeMyPassword(
  ctx: AppContext,
  attempts: AttemptCounters,
  me: Me,
  passwords: { currentPassword: string; newPassword: string },
): Promise<{ retryAfterSeconds: number } | undefined> {
  // Guesses of the current password through a borrowed session are limited like sign-in guesses.
  const limits = currentPasswordLimits(me.userId);
  const wait = await takeAttempt(attempts, limits);
  if (wait !== null) return { retryAfterSeconds: wait };
  const user = await findUserById(ctx.db, me.userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, passwords.currentPassword))) {
    throw unauthorized("Your current password is not right");
  }
  await giveBackAttempt(attempts, limits);
  const problem = adminPasswordProblem(passwords.newPassword, {
    production: ctx.config.NODE_ENV === "production",
    username: user.username,
  });
  if (problem) throw badRequest(`The new password ${problem}`);
  await setPasswordHash(ctx.db, me.userId, await hashPassword(passwords.newPassword));
  await revokeAllSessions(ctx, me.userId, me.sessionId);
  return undefined;
}
