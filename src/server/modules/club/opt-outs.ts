import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { emailOptOuts } from "#server/db/schema/index.ts";

/** What `email_opt_outs` keeps of an address: the sha256 hex of it lower-cased, never the address. */
export const optOutKey = (email: string): string =>
  createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");

/** The same key computed in SQL from a column holding a lower-cased address. */
export const OPT_OUT_KEY_SQL = (column: string) => `encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

/** Adds the address to the suppression list (kept as the first time it asked). */
export async function recordOptOut(db: DbOrTx, email: string, source: string): Promise<void> {
  await db
    .insert(emailOptOuts)
    .values({ email: optOutKey(email), source, createdAt: sql`now()` })
    .onConflictDoNothing({ target: emailOptOuts.email });
}
