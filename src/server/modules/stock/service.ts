import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import type { AuditNote } from "#server/modules/audit/index.ts";
import type { StockUpdate, StockVariant, StockVariantsResponse } from "#shared/schemas/stock.ts";
import { stockKeyOf } from "#shared/stock.ts";
import { parseStockCsv } from "./csv.ts";
import { setLevels } from "./repo.ts";
import { describeKey, levelsByKey, sellableVariants } from "./variants.ts";

type Ctx = Pick<AppContext, "db" | "catalogue">;

async function variants(ctx: Ctx): Promise<Map<string, StockVariant>> {
  // A fresh snapshot: the admin sees the levels as they are, not as another instance last cached them.
  ctx.catalogue.invalidateLocal();
  const snapshot = await ctx.catalogue.snapshot();
  return sellableVariants(snapshot, levelsByKey(snapshot));
}

/** Every sellable variant with its level, for the admin's Stock tab. */
export async function listStock(ctx: Ctx): Promise<StockVariantsResponse> {
  return {
    lowStockThreshold: ctx.catalogue.lowStockThreshold,
    variants: [...(await variants(ctx)).values()],
  };
}

/** Tracked variants at or below the threshold, fewest first (the dashboard's low-stock list). */
export async function lowStock(ctx: Ctx): Promise<StockVariantsResponse> {
  const threshold = ctx.catalogue.lowStockThreshold;
  const low = [...(await variants(ctx)).values()]
    .filter((v) => v.stock !== null && v.stock <= threshold)
    .sort((a, b) => (a.stock ?? 0) - (b.stock ?? 0));
  return { lowStockThreshold: threshold, variants: low };
}

/** One variant's level (null stops tracking it); 404 for ids that name no sellable variant. */
export async function setStock(ctx: Ctx, update: StockUpdate, note?: AuditNote): Promise<StockVariant> {
  const known = await variants(ctx);
  const variant = known.get(stockKeyOf(update));
  if (!variant) throw new HttpError(404, `No sellable variant has these ids (${describeKey(update)})`);
  await setLevels(ctx.db, [update]);
  if (note) {
    Object.assign(note, {
      entityId: stockKeyOf(update),
      before: { stock: variant.stock },
      after: { stock: update.stock },
    });
  }
  ctx.catalogue.invalidate();
  return { ...variant, stock: update.stock };
}

/** The CSV upload: every row valid or nothing changes, with a report of the rows refused. */
export async function setStockFromCsv(ctx: Ctx, csv: string, note?: AuditNote): Promise<{ updated: number }> {
  const known = await variants(ctx);
  const africaProducts = new Set([...known.values()].filter((v) => v.africaColorId).map((v) => v.productId));
  const { updates, refused } = parseStockCsv(csv, { keys: new Set(known.keys()), africaProducts });
  if (refused.length > 0) {
    const rows = refused.length === 1 ? "1 row was" : `${refused.length} rows were`;
    throw new HttpError(400, `${rows} refused; no stock level was changed`, refused);
  }
  await setLevels(ctx.db, updates);
  ctx.catalogue.invalidate();
  if (note) {
    const keys = updates.map(stockKeyOf);
    note.entityId = null;
    note.before = Object.fromEntries(keys.map((key) => [key, known.get(key)?.stock ?? null]));
    note.after = Object.fromEntries(updates.map((u, i) => [keys[i], u.stock]));
  }
  return { updated: updates.length };
}
