import type { AppContext } from "#server/context.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import type { AttemptCounters } from "#server/plugins/rate-limit.ts";
import type { SessionOrigin } from "./repo.ts";
import { MALFORMED_CODE, parseCode, spendCode, WRONG_CODE } from "./second-factor-codes.ts";
import { findChallenge, spendChallenge } from "./second-factor-repo.ts";
import { startSession } from "./service.ts";
import { giveBackAttempt, secondFactorLimits, takeAttempt } from "./sign-in-limits.ts";

export const EXPIRED_CHALLENGE = "The sign-in has expired. Please enter your password again.";

type CodeResult = { token: string } | { retryAfterSeconds: number } | { status: 400 | 401; message: string };

/**
 * The code step of a sign-in: the challenge the password step gave, and a TOTP or recovery code. Codes
 * are limited per person like passwords (counted first, given back when right). A wrong, reused or
 * malformed code, or an expired challenge, changes nothing; a right one spends the code and the challenge
 * and starts the session.
 */
export async function completeSignIn(
  ctx: AppContext,
  attempts: AttemptCounters,
  input: { challenge: string; code: string },
  origin: SessionOrigin,
): Promise<CodeResult> {
  const challenge = await findChallenge(ctx.db, hashSecret(input.challenge), new Date());
  if (!challenge) return { status: 401, message: EXPIRED_CHALLENGE };
  const code = parseCode(input.code);
  if (!code) return { status: 400, message: MALFORMED_CODE };
  const limits = secondFactorLimits(challenge.userId);
  const wait = await takeAttempt(attempts, limits);
  if (wait !== null) return { retryAfterSeconds: wait };
  if (!(await spendCode(ctx, challenge.userId, code))) return { status: 401, message: WRONG_CODE };
  await giveBackAttempt(attempts, limits);
  if (!(await spendChallenge(ctx.db, challenge.id, new Date())))
    return { status: 401, message: EXPIRED_CHALLENGE };
  return { token: await startSession(ctx, challenge.userId, origin) };
}
