import type { AppContext } from "#server/context.ts";
import { openText, sealText } from "#server/lib/seal.ts";
import {
  hashRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  verifyTotp,
} from "#server/lib/totp/index.ts";
import { findUserById, spendRecoveryCode, spendStep } from "./second-factor-repo.ts";

type Ctx = Pick<AppContext, "db" | "prescriptionKeys">;

/** The columns a TOTP secret is sealed in; each binds the sealed value to its column. */
export type SecretColumn = "admin_users.totp_secret" | "admin_users.totp_pending_secret";

/** TOTP secrets are sealed like prescriptions: a leaked table alone gives no one a code. */
export const sealSecret = (ctx: Ctx, secret: string, column: SecretColumn) =>
  sealText(ctx.prescriptionKeys, secret, column);
export const openSecret = (ctx: Ctx, sealed: string, column: SecretColumn) =>
  openText(ctx.prescriptionKeys, sealed, column);

export const MALFORMED_CODE =
  "Enter the 6-digit code from your authenticator app, or one of your recovery codes";
export const WRONG_CODE = "That code is not right, or it has been used already";

/** What a typed code is: a TOTP code, a recovery code, or neither. */
export type ParsedCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string } | null;

export function parseCode(text: string): ParsedCode {
  const totp = normalizeTotpCode(text);
  if (totp) return { kind: "totp", code: totp };
  const recovery = normalizeRecoveryCode(text);
  return recovery ? { kind: "recovery", code: recovery } : null;
}

/**
 * Checks and uses up a code of the person's second factor: a TOTP code is good once (its step must be later
 * than the last used, recorded by a conditional UPDATE, so two requests with one code cannot both pass); a
 * recovery code is marked used the same way. True when the code was good and is now spent.
 */
export async function spendCode(
  ctx: Ctx,
  userId: number,
  code: Exclude<ParsedCode, null>,
  options: { recovery: boolean } = { recovery: true },
): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.totpSecret) return false;
  if (code.kind === "recovery") {
    return options.recovery && spendRecoveryCode(ctx.db, userId, hashRecoveryCode(code.code), new Date());
  }
  const secret = openSecret(ctx, user.totpSecret, "admin_users.totp_secret");
  const step = verifyTotp(secret, code.code, Date.now(), user.totpLastStep);
  return step !== null && spendStep(ctx.db, userId, step);
}
