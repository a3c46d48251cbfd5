import { drawingSVG, upca } from "bwip-js/browser";

const cache = new Map<string, string>();

/**
 * A scannable UPC-A symbol with its digits underneath, as an SVG data URI. Only the UPC-A encoder
 * is imported, so the barcode chunk stays small.
 */
export function upcaDataUri(upc: string): string {
  let uri = cache.get(upc);
  if (!uri) {
    const svg = upca({ bcid: "upca", text: upc, includetext: true, scale: 2, height: 10 }, drawingSVG());
    uri = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    cache.set(upc, uri);
  }
  return uri;
}
