import { asc } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";

export async function loadCatalogueRows(db: DbOrTx) {
  const [
    products,
    colors,
    primaryLensTypes,
    spareLensTypes,
    prescriptionLensTypes,
    finishes,
    visionTypes,
    sockSizes,
    africaFrames,
    africaColors,
    africaVisionTypes,
    africaLensTypes,
  ] = await Promise.all([
    db.select().from(s.products).orderBy(asc(s.products.id)),
    db.select().from(s.colors).orderBy(asc(s.colors.id)),
    db.select().from(s.primaryLensTypes).orderBy(asc(s.primaryLensTypes.id)),
    db.select().from(s.spareLensTypes).orderBy(asc(s.spareLensTypes.id)),
    db.select().from(s.prescriptionLensTypes).orderBy(asc(s.prescriptionLensTypes.id)),
    db.select().from(s.finishes).orderBy(asc(s.finishes.id)),
    db.select().from(s.visionTypes).orderBy(asc(s.visionTypes.basePricePence)),
    db.select().from(s.sockSizes).orderBy(asc(s.sockSizes.id)),
    db.select().from(s.africaFrames).orderBy(asc(s.africaFrames.id)),
    db.select().from(s.africaColors).orderBy(asc(s.africaColors.id)),
    db.select().from(s.africaVisionTypes).orderBy(asc(s.africaVisionTypes.id)),
    db.select().from(s.africaLensTypes).orderBy(asc(s.africaLensTypes.id)),
  ]);
  return {
    products,
    colors,
    primaryLensTypes,
    spareLensTypes,
    prescriptionLensTypes,
    finishes,
    visionTypes,
    sockSizes,
    africaFrames,
    africaColors,
    africaVisionTypes,
    africaLensTypes,
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogueRows>>;
