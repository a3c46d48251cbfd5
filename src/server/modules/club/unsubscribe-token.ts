import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "#server/env.ts";

// The app always has UNSUBSCRIBE_SECRET (set, or kept in DATA_DIR: lib/link-secrets.ts); a bare config in a
// unit test may not, and its links then hold for this process only.
const processSecret = randomBytes(32);

const secretOf = (config: Pick<Config, "UNSUBSCRIBE_SECRET">) =>
  config.UNSUBSCRIBE_SECRET ? Buffer.from(config.UNSUBSCRIBE_SECRET, "utf8") : processSecret;

const mac = (secret: Buffer, email: string) =>
  createHmac("sha256", secret).update(`club-unsubscribe\n${email}`).digest();

/**
 * `<address, base64url>.<HMAC-SHA256 of it>`: the token names the one address it unsubscribes, and only the
 * server can make one. It does not expire: a club email may be opened years later.
 */
export function unsubscribeToken(config: Pick<Config, "UNSUBSCRIBE_SECRET">, email: string): string {
  const body = Buffer.from(email, "utf8").toString("base64url");
  return `${body}.${mac(secretOf(config), email).toString("base64url")}`;
}

/** The address a token was made for, or null for a forged or damaged one. */
export function verifyUnsubscribeToken(
  config: Pick<Config, "UNSUBSCRIBE_SECRET">,
  token: string,
): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1] as string, "base64url").toString("utf8");
  const given = Buffer.from(match[2] as string, "base64url");
  const expected = mac(secretOf(config), email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
