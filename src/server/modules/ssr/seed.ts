import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CachedBody, CatalogueSnapshot } from "#server/modules/catalogue/service.ts";

const GALLERY_CAPTIONS = "/images/gallery/captions.json";
const PRODUCT_PATH = /^\/api\/products\/([1-9]\d{0,8})$/;

const parse = (cached: CachedBody | undefined): unknown =>
  cached ? JSON.parse(cached.body.identity.toString("utf8")) : undefined;

/**
 * The answers a rendered page may read, by URL, as the API would send them: the catalogue's from the
 * snapshot's ready bodies, and the few fixed answers (retention periods, gallery captions) as given.
 * Anything else is undefined, and the page fetches it in the browser as before.
 */
export function seedResolver(opts: { webRoot: string; fixed: Record<string, unknown> }) {
  let captions: unknown;
  const galleryCaptions = () => {
    if (captions === undefined) {
      try {
        captions = JSON.parse(readFileSync(join(opts.webRoot, GALLERY_CAPTIONS), "utf8"));
      } catch {
        captions = null;
      }
    }
    return captions ?? undefined;
  };
  const parsed = new WeakMap<CatalogueSnapshot, Map<string, unknown>>();
  return (snapshot: CatalogueSnapshot) => {
    let answers = parsed.get(snapshot);
    if (!answers) {
      answers = new Map();
      parsed.set(snapshot, answers);
    }
    const known = answers;
    return (url: string): unknown => {
      if (Object.hasOwn(opts.fixed, url)) return opts.fixed[url];
      if (url === GALLERY_CAPTIONS) return galleryCaptions();
      if (known.has(url)) return known.get(url);
      const id = PRODUCT_PATH.exec(url)?.[1];
      const value = parse(id ? snapshot.productBodies.get(Number(id)) : snapshot.bodies.get(url));
      if (value !== undefined) known.set(url, value);
      return value;
    };
  };
}
