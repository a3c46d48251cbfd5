import { randomBytes } from "node:crypto";
import { type Config, SHARED_SECRETS } from "#server/env.ts";
import { keptSecret } from "./kept-secret.ts";

type SecretConfig = Pick<Config, (typeof SHARED_SECRETS)[number] | "dataDir">;

/**
 * The secrets that sign links sent by email (order and prescription pages, unsubscribe) and the admin's
 * file links. Those not set in the environment are made once and kept in DATA_DIR (`<NAME>.secret`,
 * 0600), so a link keeps working after a restart, as the prescription key does.
 */
export function withLinkSecrets<C extends SecretConfig>(config: C): C {
  const kept: Partial<SecretConfig> = {};
  for (const name of SHARED_SECRETS) {
    if (config[name]) continue;
    kept[name] = keptSecret(config.dataDir, `${name}.secret`, () =>
      randomBytes(32).toString("base64url"),
    ).text;
  }
  return { ...config, ...kept };
}
