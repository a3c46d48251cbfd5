import { createHash } from "node:crypto";

export const KEY_BYTES = 32;

/** 32 bytes in base64 (standard or URL-safe, padding optional): 43 characters and an optional `=`. */
const KEY_TEXT = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The key a base64 text holds, or undefined when it is not exactly 32 bytes of base64. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!KEY_TEXT.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, "base64");
  return key.length === KEY_BYTES ? key : undefined;
}

/**
 * A key's id: the first 8 hex digits of SHA-256 over a fixed label and the key. It names the key in sealed
 * data and in `key_id` columns without revealing it, and the same key always gets the same id.
 */
export function keyIdOf(key: Buffer): string {
  return createHash("sha256").update("ndr-key-id\0").update(key).digest("hex").slice(0, 8);
}

export const KEY_ID_PATTERN = /^[0-9a-f]{8}$/;

/**
 * The key new data is sealed under and the earlier keys data may still be sealed under (during a rotation).
 * The keys are private fields, so logging or serialising a keyring shows no key material.
 */
export class Keyring {
  readonly currentId: string;
  /** What configures these keys, for error messages (e.g. "PRESCRIPTION_KEY, PRESCRIPTION_KEYS_PREVIOUS"). */
  readonly source: string;
  #keys = new Map<string, Buffer>();

  constructor(current: Buffer, previous: readonly Buffer[] = [], source = "the keyring") {
    this.source = source;
    this.currentId = this.#add(current);
    for (const key of previous) this.#add(key);
  }

  #add(key: Buffer): string {
    if (key.length !== KEY_BYTES) throw new Error(`A key must be ${KEY_BYTES} bytes`);
    const id = keyIdOf(key);
    const known = this.#keys.get(id);
    if (known && !known.equals(key)) throw new Error(`Two configured keys share the id ${id}`);
    this.#keys.set(id, Buffer.from(key));
    return id;
  }

  /** The key with this id, or undefined when it is not configured. */
  keyFor(id: string): Buffer | undefined {
    return this.#keys.get(id);
  }

  get ids(): string[] {
    return [...this.#keys.keys()];
  }

  toJSON() {
    return { currentId: this.currentId, ids: this.ids };
  }
}
