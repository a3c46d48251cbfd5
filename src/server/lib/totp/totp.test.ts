import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode } from "./base32.ts";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from "./recovery-codes.ts";
import { hotp, newTotpSecret, normalizeTotpCode, otpauthUri, stepAt, totpAt, verifyTotp } from "./totp.ts";

/** The RFC's SHA-1 seed: the ASCII of "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890", "ascii"));

/** RFC 6238 appendix B, SHA-1 rows: time in seconds and the 8-digit code. */
const VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(VECTORS)(
    "matches the RFC at %i s (8 digits, and its last 6 as the 6-digit code)",
    (seconds, code) => {
      expect(totpAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
      expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
    },
  );

  it("agrees with RFC 4226's HOTP table for the first counters", () => {
    const key = Buffer.from("12345678901234567890", "ascii");
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(["755224", "287082", "359152", "520489"]);
  });

  it("makes 160-bit base32 secrets that round-trip", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)?.length).toBe(20);
    expect(base32Encode(base32Decode(secret) as Buffer)).toBe(secret);
    expect(base32Decode("not base32!")).toBeUndefined();
  });

  const now = 1_700_000_000_000;
  const secret = newTotpSecret();
  const codeAt = (steps: number) => totpAt(secret, now + steps * 30_000);

  it("accepts one step either side and says which step matched", () => {
    expect(verifyTotp(secret, codeAt(0), now)).toBe(stepAt(now));
    expect(verifyTotp(secret, codeAt(-1), now)).toBe(stepAt(now) - 1);
    expect(verifyTotp(secret, codeAt(1), now)).toBe(stepAt(now) + 1);
  });

  it("refuses two steps either side (a clock too far off)", () => {
    expect(verifyTotp(secret, codeAt(-2), now)).toBeNull();
    expect(verifyTotp(secret, codeAt(2), now)).toBeNull();
  });

  it("follows the clock: a code typed 29 s late is fine, 61 s late is not", () => {
    const start = stepAt(now) * 30_000;
    const code = totpAt(secret, start);
    expect(verifyTotp(secret, code, start + 29_000)).not.toBeNull();
    expect(verifyTotp(secret, code, start + 59_999)).not.toBeNull();
    expect(verifyTotp(secret, code, start + 60_000)).toBeNull();
  });

  it("refuses a step at or before the last one used (a replay)", () => {
    const step = stepAt(now);
    expect(verifyTotp(secret, codeAt(0), now, step)).toBeNull();
    expect(verifyTotp(secret, codeAt(-1), now, step - 1)).toBeNull();
    expect(verifyTotp(secret, codeAt(1), now, step)).toBe(step + 1);
  });

  it("drops spaces and refuses anything but six digits", () => {
    const code = codeAt(0);
    expect(normalizeTotpCode(` ${code.slice(0, 3)} ${code.slice(3)} `)).toBe(code);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(stepAt(now));
    for (const bad of ["", "12345", "1234567", "12a456", "123-456", "１２３４５６", "0x1234"]) {
      expect(normalizeTotpCode(bad)).toBeNull();
      expect(verifyTotp(secret, bad, now)).toBeNull();
    }
  });

  it("writes an otpauth URI naming the issuer, account and parameters", () => {
    const uri = otpauthUri("Shop Admin", "anna@example.com", "ABC");
    expect(uri).toBe(
      "otpauth://totp/Shop%20Admin:anna%40example.com?secret=ABC&issuer=Shop+Admin&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("recovery codes", () => {
  it("makes ten distinct 80-bit codes in groups of four", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  });

  it("reads a code typed in capitals, with spaces or without dashes, and refuses anything else", () => {
    const [code] = newRecoveryCodes() as [string];
    const normal = code.replaceAll("-", "");
    expect(normalizeRecoveryCode(code)).toBe(normal);
    expect(normalizeRecoveryCode(code.toUpperCase().replaceAll("-", " "))).toBe(normal);
    expect(hashRecoveryCode(normal)).toMatch(/^[0-9a-f]{64}$/);
    for (const bad of ["", "abcd", `${normal}a`, "abcd-efgh-ijkl-mno1"])
      expect(normalizeRecoveryCode(bad)).toBeNull();
  });
});
