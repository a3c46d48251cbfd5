import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CachedBody, CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import type { CatalogueReader, PageAnswers } from "#shared/page-render.ts";

/** Written by the image build beside the gallery pictures: served as a file, read once. */
const GALLERY_CAPTIONS = "/images/gallery/captions.json";

const parse = (cached: CachedBody | undefined): unknown =>
  cached ? JSON.parse(cached.body.identity.toString("utf8")) : undefined;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The answers the route modules' loaders read: the catalogue's from the snapshot's ready bodies (what the
 * API sends), parsed once per snapshot, and the few fixed answers (retention periods, gallery captions).
 */
export function catalogueReaders(opts: { webRoot: string; fixed: PageAnswers }) {
  let captions: { value: unknown } | undefined;
  const fixed = (url: string): { value: unknown } | undefined => {
    if (Object.hasOwn(opts.fixed, url)) return { value: opts.fixed[url] };
    if (url !== GALLERY_CAPTIONS) return undefined;
    captions ??= { value: readJson(join(opts.webRoot, GALLERY_CAPTIONS)) };
    return captions;
  };
  const parsed = new WeakMap<CatalogueSnapshot, Map<string, unknown>>();
  return (snapshot: CatalogueSnapshot): CatalogueReader => {
    let answers = parsed.get(snapshot);
    if (!answers) {
      answers = new Map();
      parsed.set(snapshot, answers);
    }
    const known = answers;
    const answer = (url: string, body: () => CachedBody | undefined): PageAnswers => {
      if (!known.has(url)) known.set(url, fixed(url)?.value ?? parse(body()));
      const value = known.get(url);
      return value === undefined ? {} : { [url]: value };
    };
    return {
      product: (id) => answer(`/api/products/${id}`, () => snapshot.productBodies.get(id)),
      lists: (...urls) =>
        Object.assign({}, ...urls.map((url) => answer(url, () => snapshot.bodies.get(url)))) as PageAnswers,
    };
  };
}
