import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeKey, Keyring, keyIdOf } from "./keyring.ts";
import { keyIdOfSealedBytes, openBytes, openText, SealError, sealBytes, sealText } from "./seal.ts";

const OLD = randomBytes(32);
const NEW = randomBytes(32);
const SECRET = "-3.75 left eye, notes about glaucoma";

/** The error `fn` throws, which must be a SealError. */
function sealErrorOf(fn: () => unknown): SealError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SealError);
    return error as SealError;
  }
  throw new Error("expected a SealError");
}

/** Flips one bit of the byte at `at` (negative counts from the end). */
const flip = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  const i = at < 0 ? copy.length + at : at;
  copy[i] = (copy[i] as number) ^ 0x01;
  return copy;
};

describe("keys", () => {
  it("reads 32 bytes of base64, standard or URL-safe, and nothing else", () => {
    const key = randomBytes(32);
    expect(decodeKey(key.toString("base64"))?.equals(key)).toBe(true);
    expect(decodeKey(key.toString("base64url"))?.equals(key)).toBe(true);
    expect(decodeKey(` ${key.toString("base64")}\n`)?.equals(key)).toBe(true);
    for (const bad of [
      randomBytes(16).toString("base64"),
      randomBytes(31).toString("base64"),
      randomBytes(33).toString("base64"),
      key.toString("hex"),
      `${key.toString("base64").slice(0, 42)}!=`,
      "",
    ]) {
      expect(decodeKey(bad), bad).toBeUndefined();
    }
  });

  it("names a key by an id that does not reveal it and is the same every time", () => {
    expect(keyIdOf(OLD)).toMatch(/^[0-9a-f]{8}$/);
    expect(keyIdOf(Buffer.from(OLD))).toBe(keyIdOf(OLD));
    expect(keyIdOf(NEW)).not.toBe(keyIdOf(OLD));
    expect(OLD.toString("hex")).not.toContain(keyIdOf(OLD));
  });

  it("shows no key material when logged or serialised", () => {
    const keys = new Keyring(NEW, [OLD]);
    const shown = `${JSON.stringify(keys)} ${JSON.stringify({ keys })} ${String(keys)}`;
    for (const key of [NEW, OLD]) {
      expect(shown).not.toContain(key.toString("base64"));
      expect(shown).not.toContain(key.toString("hex"));
    }
    expect(JSON.parse(JSON.stringify(keys))).toEqual({
      currentId: keyIdOf(NEW),
      ids: [keyIdOf(NEW), keyIdOf(OLD)],
    });
  });

  it("refuses a key of the wrong length", () => {
    expect(() => new Keyring(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe("sealing", () => {
  const keys = new Keyring(NEW, [OLD], "PRESCRIPTION_KEY, PRESCRIPTION_KEYS_PREVIOUS");

  it("seals text under the current key and opens it again, differently each time", () => {
    const a = sealText(keys, SECRET, "notes");
    const b = sealText(keys, SECRET, "notes");
    expect(a).toMatch(new RegExp(`^v1\\.${keyIdOf(NEW)}\\.[A-Za-z0-9_-]+$`));
    expect(a).not.toBe(b);
    expect(a).not.toContain("3.75");
    expect(openText(keys, a, "notes")).toBe(SECRET);
    expect(openText(keys, sealText(keys, "", "notes"), "notes")).toBe("");
    expect(openText(keys, sealText(keys, "Zoë 👓", "notes"), "notes")).toBe("Zoë 👓");
  });

  it("seals bytes with the version and key id in front", () => {
    const data = randomBytes(1000);
    const sealed = sealBytes(keys, data, "file:image/png");
    expect(sealed[0]).toBe(1);
    expect(keyIdOfSealedBytes(sealed)).toBe(keyIdOf(NEW));
    expect(sealed.length).toBe(data.length + 1 + 8 + 12 + 16);
    expect(sealed.includes(data.subarray(0, 16))).toBe(false);
    expect(openBytes(keys, sealed, "file:image/png").equals(data)).toBe(true);
  });

  it("opens what an earlier key sealed while that key is listed", () => {
    const before = new Keyring(OLD);
    const text = sealText(before, SECRET, "notes");
    const bytes = sealBytes(before, Buffer.from(SECRET), "file:application/pdf");
    expect(openText(keys, text, "notes")).toBe(SECRET);
    expect(openBytes(keys, bytes, "file:application/pdf").toString()).toBe(SECRET);

    // Without it, it fails loudly, naming the key id and where keys are configured.
    const withoutOld = new Keyring(NEW, [], "PRESCRIPTION_KEY, PRESCRIPTION_KEYS_PREVIOUS");
    const error = sealErrorOf(() => openText(withoutOld, text, "notes"));
    expect(error.message).toBe(
      `Sealed data is under key ${keyIdOf(OLD)}, which is not configured (PRESCRIPTION_KEY, PRESCRIPTION_KEYS_PREVIOUS)`,
    );
    sealErrorOf(() => openBytes(withoutOld, bytes, "file:application/pdf"));
  });

  it("fails loudly, never with garbage or the data, for a wrong key with the same id", () => {
    const text = sealText(keys, SECRET, "notes");
    // A keyring that answers NEW's id with another key (ids are derived, so only a fake can): only
    // authentication can tell.
    const wrongKey = { source: "test", keyFor: () => OLD } as unknown as Keyring;
    const error = sealErrorOf(() => openText(wrongKey, text, "notes"));
    expect(error.message).toMatch(/failed authentication: wrong key or altered data/);
    expect(`${error.message}${error.stack}`).not.toContain(SECRET);
  });

  it("fails loudly for any altered byte, a moved value or a changed type", () => {
    const data = Buffer.from(SECRET);
    const sealed = sealBytes(keys, data, "file:image/png");
    for (const at of [0, 1, 9, 9 + 12, 9 + 12 + 16, -1]) {
      const error = sealErrorOf(() => openBytes(keys, flip(sealed, at), "file:image/png"));
      expect(error.message).not.toContain(SECRET);
    }
    sealErrorOf(() => openBytes(keys, sealed.subarray(0, sealed.length - 1), "file:image/png"));
    sealErrorOf(() => openBytes(keys, sealed.subarray(0, 20), "file:image/png"));
    sealErrorOf(() => openBytes(keys, sealed, "file:application/pdf"));

    const text = sealText(keys, SECRET, "prescriptions.notes");
    sealErrorOf(() => openText(keys, text, "prescriptions.od_distance_sphere"));
    const [v, id, body] = text.split(".") as [string, string, string];
    const tamperedBody = flip(Buffer.from(body, "base64url"), -1).toString("base64url");
    for (const bad of [
      `${v}.${id}.${tamperedBody}`,
      `v2.${id}.${body}`,
      `${v}.${keyIdOf(OLD)}.${body}`,
      `${v}.${id}`,
      SECRET,
      "",
    ]) {
      expect(sealErrorOf(() => openText(keys, bad, "prescriptions.notes")).message).not.toContain(SECRET);
    }
  });
});
