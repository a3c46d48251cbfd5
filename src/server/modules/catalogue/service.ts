import { createHash } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { type EncodedBody, encodeBody } from "#server/lib/encoded-body.ts";
import { EMPTY_MEDIA, firstImageOf } from "#shared/media-pick.ts";
import type { PublicImage, PublicMedia } from "#shared/schemas/media.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "#shared/stock.ts";
import { type CatalogueRows, loadCatalogueRows, loadShopSettings, type ShopSettingsRow } from "./repo.ts";
import { STOCK_PATH, stockView } from "./stock-view.ts";
import * as v from "./views.ts";

/** A ready-to-send JSON body, compressed ahead, with its ETag. */
export interface CachedBody {
  body: EncodedBody;
  etag: string;
}

type Row<K extends keyof CatalogueRows> = CatalogueRows[K][number];

export interface CatalogueSnapshot {
  /** Every row, inactive ones too (orders name them); the storefront's bodies hold only active rows. */
  rows: CatalogueRows;
  /** The money rules the shared pricing takes (GET /api/shop-settings). */
  settings: ShopSettings;
  /** The seller's details as the owner saved them; null until then (read them with businessDetails()). */
  business: CompanyDetails | null;
  bodies: Map<string, CachedBody>;
  productBodies: Map<number, CachedBody>;
  /** Every table by id (vision types by their string id). */
  byId: { [K in keyof CatalogueRows]: Map<Row<K>["id"], Row<K>> };
  /** The owner's ready photos and videos by place (GET /api/media). */
  media: PublicMedia;
}

/** The first ready photo of a place (`product:4`, `frame-colour:1`...), if the owner uploaded one. */
export const firstImage = (snapshot: CatalogueSnapshot, target: string): PublicImage | undefined =>
  firstImageOf(snapshot.media, target);

/** STAND-IN for the media module (dropped at merge): the map is served from the snapshot like the lists. */
export const MEDIA_PATH = "/api/media";

function body(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  return { body: encodeBody(json), etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
}

function index<K extends string | number, T extends { id: K }>(rows: T[]): Map<K, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

/** What the storefront offers of a table: its active rows, in their order. */
export const shown = <T extends { active: boolean }>(rows: T[]): T[] => rows.filter((r) => r.active);

/** Each list endpoint's body, from the rows: what the storefront offers, so active rows only. */
const LISTS: Record<string, (rows: CatalogueRows, settings: ShopSettings) => unknown> = {
  "/api/products": (r) => shown(r.products).map(v.productView),
  "/api/colors": (r) => shown(r.colors).map(v.colorView),
  "/api/primary-lens-types": (r) => shown(r.primaryLensTypes).map(v.lensView),
  "/api/spare-lens-types": (r) => shown(r.spareLensTypes).map(v.lensView),
  "/api/prescription-lens-types": (r) => shown(r.prescriptionLensTypes).map(v.prescriptionLensView),
  "/api/finishes": (r) => shown(r.finishes).map(v.finishView),
  "/api/vision-types": (r) => shown(r.visionTypes).map(v.visionView),
  "/api/sock-sizes": (r) => shown(r.sockSizes).map(v.sockSizeView),
  "/api/africa-r3d/frames": (r) => shown(r.africaFrames).map(v.africaFrameView),
  "/api/africa-r3d/colors": (r) => shown(r.africaColors).map(v.colorView),
  "/api/africa-r3d/vision-types": (r) => shown(r.africaVisionTypes).map(v.africaVisionView),
  "/api/africa-r3d/lens-types": (r) => shown(r.africaLensTypes).map(v.africaLensView),
  "/api/shop-settings": (_r, settings) => settings,
  "/api/testimonials": (r) => shown(r.testimonials).map(v.testimonialView),
};

/** The paths the catalogue answers from its cached list bodies. */
export const CATALOGUE_LIST_PATHS = [...Object.keys(LISTS), STOCK_PATH, MEDIA_PATH];

function build(
  rows: CatalogueRows,
  settingsRow: ShopSettingsRow,
  lowStockThreshold: number,
  media: PublicMedia,
): CatalogueSnapshot {
  const settings = v.settingsView(settingsRow);
  const byId = Object.fromEntries(
    Object.entries(rows).map(([table, list]) => [table, index(list as { id: string | number }[])]),
  );
  return {
    rows,
    settings,
    business: settingsRow.businessDetails ?? null,
    bodies: new Map([
      ...Object.entries(LISTS).map(([path, view]): [string, CachedBody] => [
        path,
        body(view(rows, settings)),
      ]),
      [STOCK_PATH, body(stockView(rows.stockLevels, lowStockThreshold))],
      [MEDIA_PATH, body(media)],
    ]),
    productBodies: new Map(shown(rows.products).map((p) => [p.id, body(v.productView(p))])),
    byId: byId as CatalogueSnapshot["byId"],
    media,
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
  /** The snapshot #current resolved to, while it is still current. */
  #loaded: CatalogueSnapshot | null = null;
  #listeners: Array<() => void> = [];
  #lowStockThreshold: number;
  /** STAND-IN for the media module's tables (dropped at merge): what tests put in the map. */
  #media: PublicMedia = EMPTY_MEDIA;

  constructor(db: Db, opts: { lowStockThreshold?: number } = {}) {
    this.#db = db;
    this.#lowStockThreshold = opts.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  }

  get lowStockThreshold(): number {
    return this.#lowStockThreshold;
  }

  snapshot(): Promise<CatalogueSnapshot> {
    if (!this.#current) {
      const loading = Promise.all([loadCatalogueRows(this.#db), loadShopSettings(this.#db)]).then(
        ([rows, settings]) => build(rows, settings, this.#lowStockThreshold, this.#media),
      );
      loading.then(
        (snapshot) => {
          if (this.#current === loading) this.#loaded = snapshot;
        },
        // A failed load must not be cached.
        () => {
          if (this.#current === loading) this.#current = null;
        },
      );
      this.#current = loading;
    }
    return this.#current;
  }

  /** The snapshot when it is loaded and current, without waiting (null while loading or after a change). */
  loaded(): CatalogueSnapshot | null {
    return this.#loaded;
  }

  /** STAND-IN (dropped at merge, the media module loads the map with the rows): sets the map, reloads. */
  setMediaStandIn(media: PublicMedia): void {
    this.#media = media;
    this.invalidateLocal();
  }

  /** Drops the cache here and tells the other instances. */
  invalidate(): void {
    this.invalidateLocal();
    for (const listener of this.#listeners) listener();
  }

  invalidateLocal(): void {
    this.#current = null;
    this.#loaded = null;
  }

  onInvalidate(listener: () => void): void {
    this.#listeners.push(listener);
  }
}
