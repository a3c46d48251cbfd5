import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { adminUsers } from "#server/db/schema/index.ts";
import type { Config } from "#server/env.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { AdminAuthService } from "./service.ts";

export const DEFAULT_ADMIN_USERNAME = "admin";

export type BootstrapResult = "created" | "updated" | "unchanged" | "generated" | "skipped";

/**
 * decisions.md §8. With ADMIN_USERNAME and ADMIN_PASSWORD set, that admin exists with that password
 * (a changed password is re-hashed and the user's sessions are ended). With neither set and no admin
 * at all, `admin` is created with a random password that is printed once, straight to stdout, so it
 * never lands in structured logs.
 */
export async function bootstrapAdmin(
  db: Db,
  config: Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD">,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<BootstrapResult> {
  const username = config.ADMIN_USERNAME?.trim();
  const password = config.ADMIN_PASSWORD;
  if (username && password) {
    const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
    if (!existing) {
      const inserted = await db
        .insert(adminUsers)
        .values({ username, passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning({ id: adminUsers.id });
      if (inserted.length > 0) return "created";
      // Another instance created it at the same moment; fall through to the password check.
      return bootstrapAdmin(db, config, print);
    }
    if (await verifyPassword(existing.passwordHash, password)) return "unchanged";
    await db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(adminUsers.id, existing.id));
    await new AdminAuthService(db).revokeAllSessions(existing.id);
    return "updated";
  }

  const [anyAdmin] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  if (anyAdmin) return "skipped";
  const generated = randomBytes(18).toString("base64url");
  const inserted = await db
    .insert(adminUsers)
    .values({ username: DEFAULT_ADMIN_USERNAME, passwordHash: await hashPassword(generated) })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (inserted.length === 0) return "skipped";
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
