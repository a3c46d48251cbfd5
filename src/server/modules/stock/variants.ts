import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import type { StockVariant } from "#shared/schemas/stock.ts";
import { type StockKey, stockKeyOf } from "#shared/stock.ts";

/**
 * Product types sold in a frame colour, the one sold in sizes and the one sold in an Africa R3D colour; the
 * rest are one variant each.
 */
const BY_COLOUR = new Set(["primary", "prescription", "prescription_pro"]);
const BY_SIZE = new Set(["socks"]);
const BY_AFRICA_COLOUR = new Set(["africa_r3d"]);

/** Every sellable variant of the catalogue, with its stock (null: not tracked), by its key. */
export function sellableVariants(
  snapshot: CatalogueSnapshot,
  levels: ReadonlyMap<string, number | null>,
): Map<string, StockVariant> {
  const { products, colors, sockSizes, africaColors } = snapshot.rows;
  const out = new Map<string, StockVariant>();
  const add = (v: Omit<StockVariant, "stock">) => {
    const key = stockKeyOf(v);
    out.set(key, { ...v, stock: levels.get(key) ?? null });
  };
  for (const p of products) {
    const base = {
      productId: p.id,
      productName: p.name,
      colorId: null,
      colorName: null,
      africaColorId: null,
    };
    if (BY_COLOUR.has(p.productType)) {
      for (const c of colors)
        add({ ...base, colorId: c.id, colorName: c.name, sockSizeId: null, sockSizeName: null });
    } else if (BY_AFRICA_COLOUR.has(p.productType)) {
      for (const c of africaColors)
        add({ ...base, colorName: c.name, africaColorId: c.id, sockSizeId: null, sockSizeName: null });
    } else if (BY_SIZE.has(p.productType)) {
      for (const s of sockSizes) add({ ...base, sockSizeId: s.id, sockSizeName: s.name });
    } else {
      add({ ...base, sockSizeId: null, sockSizeName: null });
    }
  }
  return out;
}

/** The variant's stock in the snapshot's levels (null: not tracked). */
export function levelsByKey(snapshot: CatalogueSnapshot): Map<string, number | null> {
  return new Map(snapshot.rows.stockLevels.map((l) => [stockKeyOf(l), l.stock]));
}

export const describeKey = (k: StockKey) =>
  `product ${k.productId}${k.colorId ? `, colour ${k.colorId}` : ""}${k.sockSizeId ? `, size ${k.sockSizeId}` : ""}${
    k.africaColorId ? `, Africa colour ${k.africaColorId}` : ""
  }`;
