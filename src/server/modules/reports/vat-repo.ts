import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { afterPosition, type KeysetPosition, microsOf } from "#server/lib/keyset.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import { CHARGED_SQL } from "#server/modules/orders/index.ts";
import { vatIncludedSql } from "#shared/pricing/vat.ts";

/** Deliveries to this country are UK sales (boxes 1 and 6); any other is sent out of the UK. */
export const UK_COUNTRY = "GB";

export type VatDocumentKind = "receipt" | "credit_note";

/**
 * The documents of one kind issued in [from, until): a placed order's receipt on the amount charged, dated
 * when it was paid; a refund's credit note on the amount refunded, dated when it was issued.
 */
function documents(kind: VatDocumentKind, from: Date, until: Date): SQL {
  const since = sql`${from.toISOString()}::timestamptz`;
  const before = sql`${until.toISOString()}::timestamptz`;
  if (kind === "receipt") {
    return sql`
      SELECT o.id, o.paid_at AS at, o.order_number, NULL::int AS note_no, o.customer_country AS country,
             ${sql.raw(CHARGED_SQL("o"))} AS gross
      FROM orders o
      WHERE o.paid_at >= ${since} AND o.paid_at < ${before}`;
  }
  return sql`
    SELECT r.id, r.credit_note_issued_at AS at, o.order_number, r.credit_note_no AS note_no,
           o.customer_country AS country, r.amount_pence AS gross
    FROM order_refunds r
    JOIN orders o ON o.id = r.order_id
    WHERE r.credit_note_issued_at >= ${since} AND r.credit_note_issued_at < ${before}
      AND r.credit_note_no IS NOT NULL`;
}

export interface VatSum {
  kind: VatDocumentKind;
  uk: boolean;
  count: number;
  grossPence: number;
  vatPence: number;
}

type Big = number | string | bigint;

/**
 * Each kind of document summed for UK and non-UK deliveries, each document's VAT rounded on its own: the
 * receipts from the daily rollup the payment keeps (per London day and delivery country, orders/sales-rollup.ts,
 * each receipt's VAT added as it states it), the credit notes from the refunds issued in the period.
 */
export async function vatSums(
  db: DbOrTx,
  days: { from: string; to: string },
  instants: { from: Date; until: Date },
): Promise<VatSum[]> {
  const vat = sql.raw(vatIncludedSql("d.gross"));
  // A literal, not a parameter, so the grouping and the selected column are the same expression.
  const uk = (column: string) => sql.raw(`${column} = '${UK_COUNTRY}'`);
  const result = await db.execute(sql`
    SELECT 'receipt' AS kind, ${uk("r.key")} AS uk, sum(r.orders)::bigint AS count,
           sum(r.charged_pence)::bigint AS gross, sum(r.vat_pence)::bigint AS vat
    FROM sales_rollup r
    WHERE r.dimension = 'country' AND r.day BETWEEN ${days.from}::date AND ${days.to}::date
    GROUP BY ${uk("r.key")}
    UNION ALL
    SELECT 'credit_note' AS kind, ${uk("d.country")} AS uk, count(*) AS count,
           sum(d.gross)::bigint AS gross, sum(${vat})::bigint AS vat
    FROM (${documents("credit_note", instants.from, instants.until)}) d
    GROUP BY ${uk("d.country")}`);
  return rowsOf<{ kind: VatDocumentKind; uk: boolean; count: Big; gross: Big; vat: Big }>(result).map(
    (r) => ({
      kind: r.kind,
      uk: r.uk,
      count: Number(r.count),
      grossPence: Number(r.gross),
      vatPence: Number(r.vat),
    }),
  );
}

export interface VatDocument {
  id: number;
  at: Date;
  /** Where the next page starts after it. */
  position: KeysetPosition;
  /** The credit note's number in credit_note_seq; null on a receipt. */
  creditNoteNo: number | null;
  orderNumber: string | null;
  country: string;
  grossPence: number;
  vatPence: number;
}

/** The next `limit` documents of a kind after `after` (by date, then id), for the CSV's pages. */
export async function vatDocumentsAfter(
  db: DbOrTx,
  kind: VatDocumentKind,
  from: Date,
  until: Date,
  after: KeysetPosition | null,
  limit: number,
): Promise<VatDocument[]> {
  const vat = sql.raw(vatIncludedSql("d.gross"));
  const next = after ? sql`WHERE ${afterPosition(sql.raw("d.at"), sql.raw("d.id"), after)}` : sql``;
  const result = await db.execute(sql`
    SELECT d.id, d.at, ${microsOf(sql.raw("d.at"))} AS micros, d.note_no AS "creditNoteNo", d.order_number AS "orderNumber", d.country, d.gross, ${vat} AS vat
    FROM (${documents(kind, from, until)}) d
    ${next}
    ORDER BY d.at, d.id
    LIMIT ${limit}`);
  type Raw = Omit<VatDocument, "at" | "position" | "grossPence" | "vatPence"> & {
    at: Date | string;
    micros: string;
    gross: Big;
    vat: Big;
  };
  return rowsOf<Raw>(result).map(({ gross, vat: v, at, micros, ...r }) => ({
    ...r,
    at: new Date(at),
    position: { micros, id: r.id },
    grossPence: Number(gross),
    vatPence: Number(v),
  }));
}
