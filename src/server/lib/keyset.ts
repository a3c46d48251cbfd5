import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";

type Expression = SQLWrapper | AnyColumn;

/**
 * A row's place in pages read in (time, id) order. PostgreSQL keeps times to the microsecond and a
 * JavaScript Date only to the millisecond, so the time travels as microseconds since 1970, as text: a
 * position kept as a Date falls before the row it came from, and the next page would read that row again.
 */
export interface KeysetPosition {
  micros: string;
  id: number;
}

/** The time in microseconds since 1970, as text: selected beside a row, it makes the row's position. */
export const microsOf = (at: Expression): SQL<string> =>
  sql<string>`(extract(epoch FROM ${at}) * 1000000)::bigint::text`;

/** The rows after `after` in (time, id) order. */
export const afterPosition = (at: Expression, id: Expression, after: KeysetPosition): SQL =>
  sql`(${at}, ${id}) > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`;
