import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";
import type { CatalogueKind } from "#shared/schemas/catalogue-admin.ts";
import { KIND_TABLES } from "./kinds.ts";
import type { AnyRow } from "./views.ts";

const tableOf = (kind: CatalogueKind) => KIND_TABLES[kind].table;

export async function listItems(db: DbOrTx, kind: CatalogueKind): Promise<AnyRow[]> {
  const table = tableOf(kind);
  return (await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.id))) as AnyRow[];
}

export async function findItem(db: DbOrTx, kind: CatalogueKind, id: number | string): Promise<AnyRow | null> {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return (row as AnyRow | undefined) ?? null;
}

/** Names match case-insensitively: "Black" and "black" would be one colour to a shopper. */
export async function nameTaken(
  db: DbOrTx,
  kind: CatalogueKind,
  name: string,
  exceptId?: number | string,
): Promise<boolean> {
  const table = tableOf(kind);
  const same = sql`lower(${table.name}) = lower(${name})`;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId === undefined ? same : and(same, ne(table.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** A new row goes last in the admin's order. */
export async function insertItem(
  db: DbOrTx,
  kind: CatalogueKind,
  columns: Record<string, unknown>,
): Promise<AnyRow> {
  const table = tableOf(kind);
  const [row] = await db
    .insert(table)
    .values({
      ...columns,
      sortOrder: sql`(select coalesce(max(${table.sortOrder}), 0) + 1 from ${table})`,
    } as never)
    .returning();
  return row as AnyRow;
}

export async function updateItem(
  db: DbOrTx,
  kind: CatalogueKind,
  id: number | string,
  columns: Record<string, unknown>,
): Promise<AnyRow> {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set(columns as never)
    .where(eq(table.id, id))
    .returning();
  return row as AnyRow;
}

export async function setOrder(db: DbOrTx, kind: CatalogueKind, ids: readonly (number | string)[]) {
  const table = tableOf(kind);
  for (const [i, id] of ids.entries()) {
    await db
      .update(table)
      .set({ sortOrder: i + 1 } as never)
      .where(eq(table.id, id));
  }
}

export async function updateShopSettings(db: DbOrTx, values: Partial<typeof s.shopSettings.$inferInsert>) {
  const [row] = await db.update(s.shopSettings).set(values).where(eq(s.shopSettings.id, 1)).returning();
  if (!row) throw new Error("shop_settings has no row: run the migrations");
  return row;
}

export type ChangeInsert = typeof s.catalogueChanges.$inferInsert;

export async function recordChange(db: DbOrTx, change: ChangeInsert): Promise<void> {
  await db.insert(s.catalogueChanges).values(change);
}

export function listChanges(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(s.catalogueChanges)
    .orderBy(desc(s.catalogueChanges.createdAt), desc(s.catalogueChanges.id))
    .limit(limit);
}
