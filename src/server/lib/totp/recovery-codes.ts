import { randomBytes } from "node:crypto";
import { hashSecret } from "../secret-hash.ts";
import { base32Encode } from "./base32.ts";

export const RECOVERY_CODE_COUNT = 10;

/**
 * Ten codes of 80 random bits each, as four groups of four lower-case base32 letters ("abcd-efgh-ijkl-mnop").
 * 80 bits is beyond guessing even from a leaked table of SHA-256 hashes, so a plain hash is enough.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(10)).toLowerCase();
    return text.match(/.{4}/g)?.join("-") ?? text;
  });
}

/** A typed recovery code in its stored form (case, spaces and dashes ignored), or null when it is not one. */
export function normalizeRecoveryCode(code: string): string | null {
  const clean = code.replace(/[\s-]/g, "").toLowerCase();
  return /^[a-z2-7]{16}$/.test(clean) ? clean : null;
}

/** What is stored of a code: the SHA-256 of its normal form. */
export const hashRecoveryCode = (normalized: string): string => hashSecret(`recovery:${normalized}`);
