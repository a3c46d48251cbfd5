import { createHash } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { type CatalogueRows, loadCatalogueRows } from "./repo.ts";
import * as v from "./views.ts";

/** A ready-to-send JSON body with its ETag. */
export interface CachedBody {
  json: string;
  etag: string;
}

export interface CatalogueSnapshot {
  rows: CatalogueRows;
  bodies: Map<string, CachedBody>;
  productBodies: Map<number, CachedBody>;
  byId: {
    products: Map<number, CatalogueRows["products"][number]>;
    colors: Map<number, CatalogueRows["colors"][number]>;
    primaryLensTypes: Map<number, CatalogueRows["primaryLensTypes"][number]>;
    spareLensTypes: Map<number, CatalogueRows["spareLensTypes"][number]>;
    prescriptionLensTypes: Map<number, CatalogueRows["prescriptionLensTypes"][number]>;
    finishes: Map<number, CatalogueRows["finishes"][number]>;
    visionTypes: Map<string, CatalogueRows["visionTypes"][number]>;
    sockSizes: Map<number, CatalogueRows["sockSizes"][number]>;
    africaFrames: Map<number, CatalogueRows["africaFrames"][number]>;
    africaColors: Map<number, CatalogueRows["africaColors"][number]>;
    africaVisionTypes: Map<number, CatalogueRows["africaVisionTypes"][number]>;
    africaLensTypes: Map<number, CatalogueRows["africaLensTypes"][number]>;
  };
}

function body(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
}

function index<K extends string | number, T extends { id: K }>(rows: T[]): Map<K, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

function build(rows: CatalogueRows): CatalogueSnapshot {
  const bodies = new Map<string, CachedBody>([
    ["/api/products", body(rows.products.map(v.productView))],
    ["/api/colors", body(rows.colors)],
    ["/api/primary-lens-types", body(rows.primaryLensTypes.map(v.lensView))],
    ["/api/spare-lens-types", body(rows.spareLensTypes.map(v.lensView))],
    ["/api/prescription-lens-types", body(rows.prescriptionLensTypes.map(v.prescriptionLensView))],
    ["/api/finishes", body(rows.finishes.map(v.finishView))],
    ["/api/vision-types", body(rows.visionTypes.map(v.visionView))],
    ["/api/sock-sizes", body(rows.sockSizes)],
    ["/api/africa-r3d/frames", body(rows.africaFrames)],
    ["/api/africa-r3d/colors", body(rows.africaColors)],
    ["/api/africa-r3d/vision-types", body(rows.africaVisionTypes.map(v.africaVisionView))],
    ["/api/africa-r3d/lens-types", body(rows.africaLensTypes.map(v.africaLensView))],
  ]);
  return {
    rows,
    bodies,
    productBodies: new Map(rows.products.map((p) => [p.id, body(v.productView(p))])),
    byId: {
      products: index(rows.products),
      colors: index(rows.colors),
      primaryLensTypes: index(rows.primaryLensTypes),
      spareLensTypes: index(rows.spareLensTypes),
      prescriptionLensTypes: index(rows.prescriptionLensTypes),
      finishes: index(rows.finishes),
      visionTypes: index(rows.visionTypes),
      sockSizes: index(rows.sockSizes),
      africaFrames: index(rows.africaFrames),
      africaColors: index(rows.africaColors),
      africaVisionTypes: index(rows.africaVisionTypes),
      africaLensTypes: index(rows.africaLensTypes),
    },
  };
}

/**
 * The catalogue is small and read on every page, so it is held in memory as ready JSON.
 * Any write to a catalogue table must call invalidate(); other instances hear of it through
 * the invalidation hook (Redis pub/sub when configured).
 */
export class CatalogueService {
  #db: Db;
  #current: Promise<CatalogueSnapshot> | null = null;
  #listeners: Array<() => void> = [];

  constructor(db: Db) {
    this.#db = db;
  }

  snapshot(): Promise<CatalogueSnapshot> {
    if (!this.#current) {
      const loading = loadCatalogueRows(this.#db).then(build);
      // A failed load must not be cached.
      loading.catch(() => {
        if (this.#current === loading) this.#current = null;
      });
      this.#current = loading;
    }
    return this.#current;
  }

  /** Drops the cache here and tells the other instances. */
  invalidate(): void {
    this.invalidateLocal();
    for (const listener of this.#listeners) listener();
  }

  invalidateLocal(): void {
    this.#current = null;
  }

  onInvalidate(listener: () => void): void {
    this.#listeners.push(listener);
  }
}
