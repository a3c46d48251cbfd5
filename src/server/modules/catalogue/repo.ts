import { and, asc, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";
import type { MapAttachment, MapItem } from "#shared/media/public-media.ts";

/** Every catalogue table, loaded whole. */
const TABLES = {
  products: s.products,
  colors: s.colors,
  primaryLensTypes: s.primaryLensTypes,
  spareLensTypes: s.spareLensTypes,
  prescriptionLensTypes: s.prescriptionLensTypes,
  finishes: s.finishes,
  visionTypes: s.visionTypes,
  sockSizes: s.sockSizes,
  africaFrames: s.africaFrames,
  africaColors: s.africaColors,
  africaVisionTypes: s.africaVisionTypes,
  africaLensTypes: s.africaLensTypes,
  stockLevels: s.stockLevels,
  testimonials: s.testimonials,
};

type Tables = typeof TABLES;
export type CatalogueRows = { [K in keyof Tables]: Tables[K]["$inferSelect"][] };

/** Stock levels have no admin order (sortOrder), only an id. */
type Listed = PgTable & { id: AnyPgColumn; sortOrder?: AnyPgColumn };

/** In the admin's order, then by id, except vision types, which the pages list from the cheapest. */
const orderOf = (name: string, table: Listed): AnyPgColumn =>
  name === "visionTypes" ? s.visionTypes.basePricePence : table.id;

export async function loadCatalogueRows(db: DbOrTx): Promise<CatalogueRows> {
  const entries = Object.entries(TABLES) as [string, Listed][];
  const results = await Promise.all(
    entries.map(([name, table]) =>
      db
        .select()
        .from(table)
        .orderBy(...(table.sortOrder ? [asc(table.sortOrder)] : []), asc(orderOf(name, table))),
    ),
  );
  return Object.fromEntries(entries.map(([name], i) => [name, results[i]])) as CatalogueRows;
}

export type ShopSettingsRow = typeof s.shopSettings.$inferSelect;

/** The one settings row (migration 0011 inserts it). */
export async function loadShopSettings(db: DbOrTx): Promise<ShopSettingsRow> {
  const [row] = await db.select().from(s.shopSettings).where(eq(s.shopSettings.id, 1));
  if (!row) throw new Error("shop_settings has no row: run the migrations");
  return row;
}

export interface MediaRows {
  items: MapItem[];
  attachments: MapAttachment[];
}

/** The public map's rows: every attachment, and the ready items shown somewhere (GET /api/media). */
export async function loadMediaRows(db: DbOrTx): Promise<MediaRows> {
  const a = s.mediaAttachments;
  const m = s.mediaItems;
  const shown = db.select({ id: a.mediaId }).from(a);
  const [items, attachments] = await Promise.all([
    db
      .select({
        id: m.id,
        kind: m.kind,
        status: m.status,
        alt: m.alt,
        caption: m.caption,
        focalX: m.focalX,
        focalY: m.focalY,
        placeholder: m.placeholder,
        variants: m.variants,
      })
      .from(m)
      .where(and(eq(m.status, "ready"), inArray(m.id, shown))),
    db
      .select({ id: a.id, mediaId: a.mediaId, target: a.target, position: a.position })
      .from(a)
      .orderBy(asc(a.target), asc(a.position), asc(a.id)),
  ]);
  return { items, attachments };
}
