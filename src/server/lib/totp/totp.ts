import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { base32Decode, base32Encode } from "./base32.ts";

/** RFC 6238 with the parameters every authenticator app assumes: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** 160-bit secrets, the length RFC 4226 recommends for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;
/** Steps either side of now that still count, for a phone clock a little off and a code typed late. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** The step a moment (ms since the epoch) falls in. */
export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

/** RFC 4226 HOTP of a counter, `digits` long with leading zeros. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code of a base32 secret at a moment. */
export function totpAt(secret: string, nowMs: number, digits = TOTP_DIGITS): string {
  const key = base32Decode(secret);
  if (!key?.length) throw new Error("A TOTP secret must be base32");
  return hotp(key, stepAt(nowMs), digits);
}

/**
 * A typed code as six digits, or null when it is not one. Authenticator apps show "123 456", so spaces
 * (anywhere) are dropped; anything else (letters, 5 or 7 digits, a dash) is refused.
 */
export function normalizeTotpCode(code: string): string | null {
  const digits = code.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The step the code matches, within one step either side of `nowMs` and later than `afterStep` (the last
 * step this person used, so a code is good once); null when none matches or the code is malformed.
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null = null,
): number | null {
  const given = normalizeTotpCode(code);
  const key = base32Decode(secret);
  if (given === null || !key?.length) return null;
  const now = stepAt(nowMs);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not say which step matched.
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(given));
    if (same && (afterStep === null || step > afterStep) && matched === null) matched = step;
  }
  return matched;
}

/** The URI an authenticator app reads from the QR code (the Key Uri Format every app understands). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
