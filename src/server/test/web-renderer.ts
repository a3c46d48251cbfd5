import { fileURLToPath } from "node:url";
import { loadRenderer, type Renderer } from "#server/modules/ssr/index.ts";

/**
 * The web app's server entry from source (vitest compiles the TSX), loaded by path as the app loads its
 * build (dist/ssr/entry-server.js): the server never imports the web app's modules by name.
 */
const WEB_ENTRY = fileURLToPath(new URL("../../web/entry-server.tsx", import.meta.url));

/** The web app's route list alone (its pages' meta files, no React): pages served with their head, unrendered. */
const WEB_PAGES = fileURLToPath(new URL("../../web/pages.ts", import.meta.url));

async function load(entry: string): Promise<Renderer> {
  const renderer = await loadRenderer(entry);
  if (!renderer) throw new Error(`No site in ${entry}`);
  return renderer;
}

export async function webRenderer(): Promise<Required<Renderer>> {
  const renderer = await load(WEB_ENTRY);
  if (!renderer.render) throw new Error(`No render() in ${WEB_ENTRY}`);
  return { site: renderer.site, render: renderer.render };
}

export const webPages = (): Promise<Renderer> => load(WEB_PAGES);
