import type { ShopConfig } from "./shop-config.ts";

/** The answers a page is rendered with, by the URL of the GET call each answers (what the page's hooks read). */
export type PageAnswers = Record<string, unknown>;

/**
 * What a route module's loader reads on the server: the catalogue snapshot's answers, each as the API sends
 * it and under its URL. A list or call the server does not answer from memory is left out.
 */
export interface CatalogueReader {
  /** A product, as GET /api/products/:id answers it. */
  product(id: number): PageAnswers;
  /** Lists and settings by their GET path: the catalogue's lists, stock, shop settings, retention periods. */
  lists(...urls: string[]): PageAnswers;
}

/** A route module's `loader`: the answers the server renders the page with (and hands to the browser). */
export type PageLoader = (catalogue: CatalogueReader) => PageAnswers;

/**
 * The contract between the server and the web app's server build (src/web/entry-server.tsx): the server
 * asks for a page by URL and gives the catalogue its loaders read; it gets back the HTML of #root.
 */
export interface RenderRequest {
  /** The absolute URL of the page (origin, path and query). */
  url: string;
  catalogue: CatalogueReader;
  config: ShopConfig;
  signal?: AbortSignal;
}

export type RenderResult =
  /**
   * `seed`: the JSON of the answers the page was rendered with, for the browser to hydrate with;
   * `unanswered`: the calls the page read that its loader did not answer (the browser makes them).
   */
  | { kind: "page"; html: string; seed: string; unanswered: string[] }
  | { kind: "redirect"; location: string; status: number }
  /** The page failed; `html` is the shop's error screen in its place. */
  | { kind: "error"; html: string; error: unknown };
