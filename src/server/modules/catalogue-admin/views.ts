import type * as s from "#server/db/schema/index.ts";
import { penceToDecimal } from "#shared/money.ts";
import {
  type CatalogueChange,
  type CatalogueItem,
  type CatalogueItemValues,
  type CatalogueKind,
  kindInfo,
} from "#shared/schemas/catalogue-admin.ts";
import { KIND_TABLES } from "./kinds.ts";

/** Any catalogue row, read by column name. */
export type AnyRow = { id: number | string; name: string; active: boolean; sortOrder: number } & Record<
  string,
  unknown
>;

/** A row as the admin sees it: only its kind's fields, the price as a decimal string. */
export function itemView(kind: CatalogueKind, row: AnyRow): CatalogueItem {
  const item: CatalogueItem = { id: row.id, name: row.name, active: row.active, sortOrder: row.sortOrder };
  const price = KIND_TABLES[kind].price;
  for (const field of kindInfo(kind).fields) {
    if (field === "price" && price) item.price = penceToDecimal(row[price] as number);
    else if (field === "wrapLimit")
      item.wrapLimit = row.wrapLimit == null ? null : (Number(row.wrapLimit) / 100).toFixed(2);
    else if (field !== "price") (item as Record<string, unknown>)[field] = row[field];
  }
  return item;
}

/** The validated values as table columns (price into its kind's column). */
export function toColumns(kind: CatalogueKind, values: CatalogueItemValues): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (key === "price") columns[KIND_TABLES[kind].price as string] = value;
    else columns[key] = value;
  }
  return columns;
}

/** The fields an edit changes, old and new, as the admin reads them (prices as decimal strings). */
export function changedFields(
  before: CatalogueItem,
  after: CatalogueItem,
): { oldValue: Record<string, unknown>; newValue: Record<string, unknown> } | null {
  const oldValue: Record<string, unknown> = {};
  const newValue: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CatalogueItem)[]) {
    if (key === "sortOrder" || key === "id") continue;
    if (before[key] !== after[key]) {
      oldValue[key] = before[key];
      newValue[key] = after[key];
    }
  }
  return Object.keys(newValue).length > 0 ? { oldValue, newValue } : null;
}

export const changeView = (row: typeof s.catalogueChanges.$inferSelect): CatalogueChange => ({
  id: row.id,
  admin: row.admin,
  kind: row.kind,
  itemId: row.itemId,
  action: row.action as CatalogueChange["action"],
  oldValue: row.oldValue,
  newValue: row.newValue,
  createdAt: row.createdAt.toISOString(),
});
