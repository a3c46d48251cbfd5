import { createHash } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "#shared/stock.ts";
import { type CatalogueRows, loadCatalogueRows } from "./repo.ts";
import { STOCK_PATH, stockView } from "./stock-view.ts";
import * as v from "./views.ts";

/** A ready-to-send JSON body with its ETag. */
export interface CachedBody {
  json: string;
  etag: string;
}

type Row<K extends keyof CatalogueRows> = CatalogueRows[K][number];

export interface CatalogueSnapshot {
  rows: CatalogueRows;
  bodies: Map<string, CachedBody>;
  productBodies: Map<number, CachedBody>;
  /** Every table by id (vision types by their string id). */
  byId: { [K in keyof CatalogueRows]: Map<Row<K>["id"], Row<K>> };
}

function body(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
}

function index<K extends string | number, T extends { id: K }>(rows: T[]): Map<K, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each list endpoint's body, from the rows. */
const LISTS: Record<string, (rows: CatalogueRows) => unknown> = {
  "/api/products": (r) => r.products.map(v.productView),
  "/api/colors": (r) => r.colors,
  "/api/primary-lens-types": (r) => r.primaryLensTypes.map(v.lensView),
  "/api/spare-lens-types": (r) => r.spareLensTypes.map(v.lensView),
  "/api/prescription-lens-types": (r) => r.prescriptionLensTypes.map(v.prescriptionLensView),
  "/api/finishes": (r) => r.finishes.map(v.finishView),
  "/api/vision-types": (r) => r.visionTypes.map(v.visionView),
  "/api/sock-sizes": (r) => r.sockSizes,
  "/api/africa-r3d/frames": (r) => r.africaFrames,
  "/api/africa-r3d/colors": (r) => r.africaColors,
  "/api/africa-r3d/vision-types": (r) => r.africaVisionTypes.map(v.africaVisionView),
  "/api/africa-r3d/lens-types": (r) => r.africaLensTypes.map(v.africaLensView),
};

/** The paths the catalogue answers from its cached list bodies. */
export const CATALOGUE_LIST_PATHS = [...Object.keys(LISTS), STOCK_PATH];

function build(rows: CatalogueRows, lowStockThreshold: number): CatalogueSnapshot {
  const byId = Object.fromEntries(
    Object.entries(rows).map(([table, list]) => [table, index(list as { id: string | number }[])]),
  );
  return {
    rows,
    bodies: new Map([
      ...Object.entries(LISTS).map(([path, view]): [string, CachedBody] => [path, body(view(rows))]),
      [STOCK_PATH, body(stockView(rows.stockLevels, lowStockThreshold))],
    ]),
    productBodies: new Map(rows.products.map((p) => [p.id, body(v.productView(p))])),
    byId: byId as CatalogueSnapshot["byId"],
  };
}

/**
 * The catalogue is small and read on every page, so it is held in memory as ready JSON.
 * Any write to a catalogue table, stock levels included, must call invalidate(); other instances hear of
 * it through the invalidation hook (Redis pub/sub when configured).
 */
export class CatalogueService {
  #db: Db;
  #current: Promise<CatalogueSnapshot> | null = null;
  #listeners: Array<() => void> = [];
  #lowStockThreshold: number;

  constructor(db: Db, opts: { lowStockThreshold?: number } = {}) {
    this.#db = db;
    this.#lowStockThreshold = opts.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  }

  get lowStockThreshold(): number {
    return this.#lowStockThreshold;
  }

  snapshot(): Promise<CatalogueSnapshot> {
    if (!this.#current) {
      const loading = loadCatalogueRows(this.#db).then((rows) => build(rows, this.#lowStockThreshold));
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
