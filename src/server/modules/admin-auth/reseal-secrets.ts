import { and, eq, isNotNull, or } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { adminUsers } from "#server/db/schema/index.ts";
import { openSecret, type SecretColumn, sealSecret } from "./second-factor-codes.ts";

type Ctx = Pick<AppContext, "db" | "prescriptionKeys">;

const COLUMNS = [
  ["totpSecret", "admin_users.totp_secret"],
  ["totpPendingSecret", "admin_users.totp_pending_secret"],
] as const satisfies readonly (readonly [keyof typeof adminUsers.$inferSelect, SecretColumn])[];

/**
 * Re-seals every TOTP secret not under the current prescription key (part of a key rotation, before an old
 * key is dropped). Each value is replaced only if it is still the one read, so a change made meanwhile wins.
 * How many values were re-sealed.
 */
export async function resealSecondFactorSecrets(ctx: Ctx): Promise<number> {
  const current = `v1.${ctx.prescriptionKeys.currentId}.`;
  const rows = await ctx.db
    .select({
      id: adminUsers.id,
      totpSecret: adminUsers.totpSecret,
      totpPendingSecret: adminUsers.totpPendingSecret,
    })
    .from(adminUsers)
    .where(or(isNotNull(adminUsers.totpSecret), isNotNull(adminUsers.totpPendingSecret)));
  let done = 0;
  for (const row of rows) {
    for (const [field, column] of COLUMNS) {
      const sealed = row[field];
      if (!sealed || sealed.startsWith(current)) continue;
      const resealed = sealSecret(ctx, openSecret(ctx, sealed, column), column);
      const updated = await ctx.db
        .update(adminUsers)
        .set({ [field]: resealed })
        .where(and(eq(adminUsers.id, row.id), eq(adminUsers[field], sealed)))
        .returning({ id: adminUsers.id });
      done += updated.length;
    }
  }
  return done;
}
