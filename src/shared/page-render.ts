import type { ShopConfig } from "./shop-config.ts";

/**
 * The contract between the server and the web app's server build (src/web/entry-server.tsx): the server
 * asks for a page by URL and says how to answer the GET calls it reads; it gets back the HTML of #root.
 */
export interface RenderRequest {
  /** The absolute URL of the page (origin, path and query). */
  url: string;
  resolve: (url: string) => unknown;
  config: ShopConfig;
  signal?: AbortSignal;
}

export type RenderResult =
  /** `seed`: the JSON of the answers the page read, for the browser to hydrate with. */
  | { kind: "page"; html: string; seed: string }
  | { kind: "redirect"; location: string; status: number }
  /** The page failed; `html` is the shop's error screen in its place. */
  | { kind: "error"; html: string; error: unknown };
