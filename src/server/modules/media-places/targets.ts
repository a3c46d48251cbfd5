import { notFound } from "#server/lib/http-error.ts";
import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { isVideoTarget } from "#shared/media/public-media.ts";
import type { MediaKind, MediaTarget } from "#shared/schemas/media.ts";

/** A place media are shown at, once its row is known to exist. */
export interface Place {
  target: MediaTarget;
  /** What it takes: photos, or (a video slot) one video. */
  takes: MediaKind;
}

type Tables = CatalogueSnapshot["byId"];
type NumberTable = {
  [K in keyof Tables]: Tables[K] extends Map<number, unknown> ? K : never;
}[keyof Tables];

/** The catalogue table each target's id names, and how a missing row is worded. */
const TABLE_OF: Record<string, [NumberTable, string]> = {
  product: ["products", "product"],
  "frame-colour": ["colors", "frame colour"],
  "lens:primary": ["primaryLensTypes", "lens type"],
  "lens:spare": ["spareLensTypes", "spare lens type"],
  "lens:prescription": ["prescriptionLensTypes", "prescription lens type"],
  "lens:africa": ["africaLensTypes", "Africa R3D lens type"],
  "r3d-frame": ["africaFrames", "Africa R3D frame"],
  "r3d-colour": ["africaColors", "Africa R3D colour"],
};

/**
 * The place a (well-formed) target names, checked against the catalogue: a 404 when its row does not
 * exist. Retired rows are places too, so the owner can prepare pictures before showing a row again.
 */
export function placeOf(snapshot: Pick<CatalogueSnapshot, "byId">, target: MediaTarget): Place {
  if (target === "about") return { target, takes: "photo" };
  if (isVideoTarget(target)) return { target, takes: "video" };
  const cut = target.lastIndexOf(":");
  const entry = TABLE_OF[target.slice(0, cut)];
  const id = Number(target.slice(cut + 1));
  if (!entry) throw notFound(`${target} is not a place media can be shown at`);
  const [table, words] = entry;
  if (!snapshot.byId[table].has(id)) throw notFound(`There is no ${words} with id ${id} (${target})`);
  return { target, takes: "photo" };
}
