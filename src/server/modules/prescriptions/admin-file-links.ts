import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long a link from GET /api/prescription-file/:file stays valid. */
const FILE_LINK_TTL_SECONDS = 5 * 60;

export const FILE_LINK_PATH = "/api/prescription-files/";

type LinkCheck = "ok" | "bad-signature" | "expired";

/**
 * Short-lived links to a prescription file: HMAC-SHA256 over the key and the expiry time. The secret
 * is FILE_LINK_SECRET when set (so any instance can check a link), otherwise random per process.
 */
export class FileLinkSigner {
  #secret: Buffer;
  #now: () => number;

  constructor(secret?: string, now: () => number = Date.now) {
    this.#secret = secret ? Buffer.from(secret, "utf8") : randomBytes(32);
    this.#now = now;
  }

  #signature(key: string, expires: number): Buffer {
    return createHmac("sha256", this.#secret).update(`prescription-file\n${key}\n${expires}`).digest();
  }

  sign(key: string): { url: string; expiresAt: string } {
    const expires = Math.floor(this.#now() / 1000) + FILE_LINK_TTL_SECONDS;
    const sig = this.#signature(key, expires).toString("base64url");
    return {
      url: `${FILE_LINK_PATH}${key}?expires=${expires}&sig=${sig}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  check(key: string, expires: string, sig: string): LinkCheck {
    if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return "bad-signature";
    const expected = this.#signature(key, Number(expires));
    const given = Buffer.from(sig, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bad-signature";
    return Number(expires) * 1000 < this.#now() ? "expired" : "ok";
  }
}
