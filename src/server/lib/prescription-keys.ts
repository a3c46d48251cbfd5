import { randomBytes } from "node:crypto";
import { type Config, ConfigError } from "#server/env.ts";
import { keptSecret } from "./kept-secret.ts";
import { decodeKey, KEY_BYTES, Keyring } from "./keyring.ts";

/** The development key's file under DATA_DIR, made when PRESCRIPTION_KEY is unset outside production. */
export const DEV_KEY_FILE = "prescription.key";

const SOURCE = "PRESCRIPTION_KEY, PRESCRIPTION_KEYS_PREVIOUS";

type KeyConfig = Pick<Config, "NODE_ENV" | "PRESCRIPTION_KEY" | "PRESCRIPTION_KEYS_PREVIOUS" | "dataDir">;

function decodeConfigured(name: string, text: string): Buffer {
  const key = decodeKey(text);
  if (!key) throw new ConfigError(`${name}: must be ${KEY_BYTES} bytes in base64`);
  return key;
}

/** DATA_DIR/prescription.key, made on the first start without PRESCRIPTION_KEY. */
function developmentKey(dataDir: string): { key: Buffer; path: string } {
  const { text, path } = keptSecret(dataDir, DEV_KEY_FILE, () => randomBytes(KEY_BYTES).toString("base64"));
  const key = decodeKey(text);
  if (!key) {
    throw new ConfigError(
      `PRESCRIPTION_KEY: is unset and ${path} does not hold a ${KEY_BYTES}-byte base64 key; set PRESCRIPTION_KEY or restore the file`,
    );
  }
  return { key, path };
}

/**
 * The keys prescriptions are sealed under: PRESCRIPTION_KEY (required in production, env.ts) and the
 * earlier keys of PRESCRIPTION_KEYS_PREVIOUS. Elsewhere, without PRESCRIPTION_KEY, a key is kept in
 * DATA_DIR/prescription.key and `warn` is told so (the message holds the path and key id, never the key).
 */
export function prescriptionKeyring(config: KeyConfig, warn: (message: string) => void): Keyring {
  const previous = (config.PRESCRIPTION_KEYS_PREVIOUS ?? []).map((text) =>
    decodeConfigured("PRESCRIPTION_KEYS_PREVIOUS", text),
  );
  if (config.PRESCRIPTION_KEY) {
    return new Keyring(decodeConfigured("PRESCRIPTION_KEY", config.PRESCRIPTION_KEY), previous, SOURCE);
  }
  if (config.NODE_ENV === "production") throw new ConfigError("PRESCRIPTION_KEY: is required in production");
  const { key, path } = developmentKey(config.dataDir);
  const keyring = new Keyring(key, previous, SOURCE);
  warn(
    `PRESCRIPTION_KEY is unset: prescriptions are encrypted with the development key in ${path} (key id ${keyring.currentId}). Set PRESCRIPTION_KEY in production; to keep these records, list this key in PRESCRIPTION_KEYS_PREVIOUS and run npm run rotate-prescription-key.`,
  );
  return keyring;
}
