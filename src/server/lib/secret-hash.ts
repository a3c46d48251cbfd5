import { createHash, timingSafeEqual } from "node:crypto";

/** sha256 (hex) of a secret the server keeps only as a hash: checkout and cart tokens, client secrets. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** Whether the secret hashes to the stored hash, compared in constant time. */
export function matchesHash(secret: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
