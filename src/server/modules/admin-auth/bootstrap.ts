import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { type Config, ConfigError } from "#server/env.ts";
import { adminPasswordProblem } from "#server/lib/password-policy.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { anyUser, findUserByName, insertUser, setPasswordHash } from "./repo.ts";
import { markBootstrapOwner } from "./second-factor-repo.ts";
import { revokeAllSessions } from "./service.ts";

const DEFAULT_ADMIN_USERNAME = "admin";

type BootstrapResult = "created" | "updated" | "unchanged" | "generated" | "skipped";

/**
 * With ADMIN_USERNAME and ADMIN_PASSWORD set, that admin exists with that password, marked as the
 * bootstrap owner (which may work without a second factor until it enrols one)
 * (a changed password is re-hashed and the user's sessions are ended); a guessable password is refused. With neither set and no admin
 * at all, `admin` is created with a random password that is printed once, straight to stdout, so it
 * never lands in structured logs.
 */
export async function bootstrapAdmin(
  db: Db,
  config: Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD"> & Partial<Pick<Config, "NODE_ENV">>,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<BootstrapResult> {
  const username = config.ADMIN_USERNAME?.trim();
  const password = config.ADMIN_PASSWORD;
  if (username && password) {
    // loadConfig checks it too; this is the one place an admin password is set, whoever calls it.
    const problem = adminPasswordProblem(password, {
      production: config.NODE_ENV === "production",
      username,
    });
    if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);
    const existing = await findUserByName(db, username);
    if (!existing) {
      const id = await insertUser(db, username, await hashPassword(password));
      if (id !== undefined) {
        await markBootstrapOwner(db, id);
        return "created";
      }
      // Another instance created it at the same moment; fall through to the password check.
      return bootstrapAdmin(db, config, print);
    }
    // Marked on every start, so an account made before the mark existed gets it too.
    if (!existing.bootstrapOwner) await markBootstrapOwner(db, existing.id);
    if (existing.passwordHash && (await verifyPassword(existing.passwordHash, password))) return "unchanged";
    await setPasswordHash(db, existing.id, await hashPassword(password));
    await revokeAllSessions({ db }, existing.id);
    return "updated";
  }

  if (await anyUser(db)) return "skipped";
  const generated = randomBytes(18).toString("base64url");
  if ((await insertUser(db, DEFAULT_ADMIN_USERNAME, await hashPassword(generated))) === undefined) {
    return "skipped";
  }
  print(
    [
      "",
      "================================================================",
      ` Admin account created. Username: ${DEFAULT_ADMIN_USERNAME}`,
      ` Password: ${generated}`,
      " This is shown once. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.",
      "================================================================",
      "",
    ].join("\n"),
  );
  return "generated";
}
