import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import * as s from "#server/db/schema/index.ts";
import type { CatalogueRows } from "#server/modules/catalogue/index.ts";
import type { CatalogueKind } from "#shared/schemas/catalogue-admin.ts";

type PriceColumn = "basePricePence" | "additionalPricePence" | "pricePence";

interface KindTable {
  /** The snapshot's (and loadCatalogueRows') key for the list. */
  rows: keyof CatalogueRows;
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn; sortOrder: AnyPgColumn };
  /** The column the admin's "price" is stored in. */
  price?: PriceColumn;
  /** Vision types are keyed by text ids ("single_vision"); every other list by numbers. */
  textId?: true;
}

/** Where each list of the Catalogue tab is stored. */
export const KIND_TABLES: Record<CatalogueKind, KindTable> = {
  products: { rows: "products", table: s.products, price: "basePricePence" },
  colors: { rows: "colors", table: s.colors },
  "primary-lens-types": {
    rows: "primaryLensTypes",
    table: s.primaryLensTypes,
    price: "additionalPricePence",
  },
  "prescription-lens-types": {
    rows: "prescriptionLensTypes",
    table: s.prescriptionLensTypes,
    price: "additionalPricePence",
  },
  "spare-lens-types": { rows: "spareLensTypes", table: s.spareLensTypes, price: "additionalPricePence" },
  finishes: { rows: "finishes", table: s.finishes, price: "pricePence" },
  "vision-types": { rows: "visionTypes", table: s.visionTypes, price: "basePricePence", textId: true },
  "sock-sizes": { rows: "sockSizes", table: s.sockSizes },
  "africa-frames": { rows: "africaFrames", table: s.africaFrames },
  "africa-colors": { rows: "africaColors", table: s.africaColors },
  "africa-vision-types": { rows: "africaVisionTypes", table: s.africaVisionTypes, price: "basePricePence" },
  "africa-lens-types": { rows: "africaLensTypes", table: s.africaLensTypes, price: "additionalPricePence" },
};
