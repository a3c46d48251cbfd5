import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { KEY_ID_PATTERN, type Keyring } from "./keyring.ts";

/**
 * AES-256-GCM sealing. Sealed data carries its format version, the id of its key, a random 96-bit IV and
 * the 128-bit tag. The version, key id and a context string (what the data is, e.g. the column it sits in)
 * are authenticated too, so a value moved to another column or relabelled with another key fails to open.
 *
 * Bytes: [version 1 byte][key id 8 ASCII][iv 12][tag 16][ciphertext]
 * Text:  v1.<key id>.<base64url of iv, tag and ciphertext>
 *
 * Opening never returns garbage: a wrong key, an unknown key id or altered data throws a SealError, whose
 * message names only the failure (and the key id), never the data.
 */

const VERSION = 1;
const ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + ID_BYTES;
const TEXT_PATTERN = /^v1\.([0-9a-f]{8})\.([A-Za-z0-9_-]+)$/;

export class SealError extends Error {
  override name = "SealError";
}

function additionalData(keyId: string, context: string): Buffer {
  return Buffer.concat([Buffer.from([VERSION]), Buffer.from(keyId, "ascii"), Buffer.from(context, "utf8")]);
}

/** iv ‖ tag ‖ ciphertext under the keyring's current key. */
function encrypt(keys: Keyring, plaintext: Buffer, context: string): Buffer {
  const keyId = keys.currentId;
  const key = keys.keyFor(keyId) as Buffer;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(keyId, context));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

function decrypt(keys: Keyring, keyId: string, body: Buffer, context: string): Buffer {
  if (body.length < IV_BYTES + TAG_BYTES) throw new SealError("Sealed data is malformed");
  const key = keys.keyFor(keyId);
  if (!key) {
    throw new SealError(`Sealed data is under key ${keyId}, which is not configured (${keys.source})`);
  }
  const iv = body.subarray(0, IV_BYTES);
  const tag = body.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(keyId, context));
  decipher.setAuthTag(tag);
  const opened = decipher.update(body.subarray(IV_BYTES + TAG_BYTES));
  try {
    decipher.final();
  } catch {
    // What update() returned is unauthenticated: dropped, and never part of the error.
    opened.fill(0);
    throw new SealError(`Sealed data under key ${keyId} failed authentication: wrong key or altered data`);
  }
  return opened;
}

export function sealBytes(keys: Keyring, plaintext: Buffer, context: string): Buffer {
  const header = Buffer.concat([Buffer.from([VERSION]), Buffer.from(keys.currentId, "ascii")]);
  return Buffer.concat([header, encrypt(keys, plaintext, context)]);
}

/** The key id sealed bytes name, or undefined when they are not sealed bytes of this format. */
export function keyIdOfSealedBytes(sealed: Buffer): string | undefined {
  if (sealed.length < HEADER_BYTES + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) return undefined;
  const keyId = sealed.subarray(1, HEADER_BYTES).toString("latin1");
  return KEY_ID_PATTERN.test(keyId) ? keyId : undefined;
}

export function openBytes(keys: Keyring, sealed: Buffer, context: string): Buffer {
  const keyId = keyIdOfSealedBytes(sealed);
  if (!keyId) throw new SealError("Sealed data is malformed or of an unknown version");
  return decrypt(keys, keyId, sealed.subarray(HEADER_BYTES), context);
}

export function sealText(keys: Keyring, plaintext: string, context: string): string {
  const body = encrypt(keys, Buffer.from(plaintext, "utf8"), context);
  return `v${VERSION}.${keys.currentId}.${body.toString("base64url")}`;
}

export function openText(keys: Keyring, sealed: string, context: string): string {
  const match = TEXT_PATTERN.exec(sealed);
  if (!match) throw new SealError("Sealed text is malformed or of an unknown version");
  const [, keyId, body] = match as unknown as [string, string, string];
  const opened = decrypt(keys, keyId, Buffer.from(body, "base64url"), context);
  // Valid UTF-8 by construction: only authenticated bytes of a string we sealed reach here.
  return opened.toString("utf8");
}
