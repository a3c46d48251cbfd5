import { toSVG } from "bwip-js/node";
import type { AppContext } from "#server/context.ts";
import { badRequest, conflict, unauthorized } from "#server/lib/http-error.ts";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  verifyTotp,
} from "#server/lib/totp/index.ts";
import { shopBrand } from "#server/modules/emails/index.ts";
import type { AdminIdentity } from "#server/plugins/admin-guard.ts";
import type { EnrolmentStart, SecondFactorStatus } from "#shared/schemas/admin-security.ts";
import { secondFactorOf } from "#shared/staff/second-factor.ts";
import {
  MALFORMED_CODE,
  openSecret,
  parseCode,
  sealSecret,
  spendCode,
  WRONG_CODE,
} from "./second-factor-codes.ts";
import {
  clearSecondFactor,
  enableSecret,
  findUserById,
  replaceRecoveryCodes,
  setPendingSecret,
  unusedRecoveryCodes,
} from "./second-factor-repo.ts";
import { revokeAllSessions } from "./service.ts";

const storedRecoveryCode = (code: string) => hashRecoveryCode(normalizeRecoveryCode(code) ?? code);

type Me = Pick<AdminIdentity, "userId" | "username" | "sessionId">;

async function person(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return user;
}

export async function secondFactorStatus(ctx: AppContext, me: Me): Promise<SecondFactorStatus> {
  const user = await person(ctx, me.userId);
  return {
    state: secondFactorOf(user),
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.totpEnabledAt ? await unusedRecoveryCodes(ctx.db, me.userId) : 0,
  };
}

/**
 * A new secret, kept pending until a code from it confirms it; shown as a QR code of its otpauth URI and
 * as text. Someone with a second factor already removes it first (with a code), so a borrowed session
 * cannot swap it silently.
 */
export async function startEnrolment(ctx: AppContext, me: Me): Promise<EnrolmentStart> {
  const user = await person(ctx, me.userId);
  if (user.totpSecret) throw conflict("You already have a second factor. Remove it first to set up another.");
  const secret = newTotpSecret();
  await setPendingSecret(ctx.db, me.userId, sealSecret(ctx, secret, "admin_users.totp_pending_secret"));
  const issuer = `${(await shopBrand(ctx)).name || "Shop"} admin`;
  const uri = otpauthUri(issuer, user.email ?? user.username, secret);
  return {
    secret,
    uri,
    qrSvg: toSVG({ bcid: "qrcode", text: uri, scale: 4, paddingwidth: 4, paddingheight: 4 }),
  };
}

/**
 * Confirms the pending secret with a current code: it becomes the second factor, ten recovery codes are
 * made (answered once, kept hashed), and the person's other sessions end.
 */
export async function confirmEnrolment(ctx: AppContext, me: Me, code: string): Promise<string[]> {
  const user = await person(ctx, me.userId);
  if (!user.totpPendingSecret) throw conflict("Start setting up a second factor first.");
  const parsed = parseCode(code);
  if (parsed?.kind !== "totp") throw badRequest("Enter the 6-digit code from your authenticator app");
  const secret = openSecret(ctx, user.totpPendingSecret, "admin_users.totp_pending_secret");
  const step = verifyTotp(secret, parsed.code, Date.now());
  if (step === null) throw unauthorized("That code is not right. Check your phone's clock and try again.");
  const sealed = sealSecret(ctx, secret, "admin_users.totp_secret");
  const codes = newRecoveryCodes();
  const pending = user.totpPendingSecret;
  const enabled = await ctx.db.transaction(async (tx) => {
    // The pending secret must still be the one the code was checked against.
    if (!(await enableSecret(tx, me.userId, { pending, sealed, step, now: new Date() }))) return false;
    await replaceRecoveryCodes(tx, me.userId, codes.map(storedRecoveryCode));
    return true;
  });
  if (!enabled) throw conflict("Another setup was started meanwhile. Please start again.");
  await revokeAllSessions(ctx, me.userId, me.sessionId);
  return codes;
}

/** Checks a code of the person's own second factor (a recovery code too, unless `totpOnly`) and spends it. */
async function requireCode(ctx: AppContext, me: Me, code: string, totpOnly = false): Promise<void> {
  const parsed = parseCode(code);
  if (!parsed || (totpOnly && parsed.kind !== "totp")) {
    throw badRequest(totpOnly ? "Enter the 6-digit code from your authenticator app" : MALFORMED_CODE);
  }
  if (!(await spendCode(ctx, me.userId, parsed))) throw unauthorized(WRONG_CODE);
}

/** Ten new recovery codes in place of the old ones, for a current code from the app. */
export async function regenerateRecoveryCodes(ctx: AppContext, me: Me, code: string): Promise<string[]> {
  const user = await person(ctx, me.userId);
  if (!user.totpSecret) throw conflict("You have no second factor.");
  await requireCode(ctx, me, code, true);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, me.userId, codes.map(storedRecoveryCode));
  return codes;
}

/** Removes one's own second factor, for a current code (or a recovery code); the other sessions end. */
export async function removeSecondFactor(ctx: AppContext, me: Me, code: string): Promise<void> {
  const user = await person(ctx, me.userId);
  if (!user.totpSecret) throw conflict("You have no second factor.");
  await requireCode(ctx, me, code);
  await clearSecondFactor(ctx.db, me.userId);
  await revokeAllSessions(ctx, me.userId, me.sessionId);
}
