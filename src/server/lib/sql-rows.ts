import { sql } from "drizzle-orm";

/** Rows a `db.execute(sql...)` gave back, from either driver (PGlite and node-postgres both have `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** An int[] parameter that both drivers send the same way (as the array's text form). */
export const toIntArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

/** A text[] parameter, sent as the array's text form with every element quoted. */
export const toTextArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
