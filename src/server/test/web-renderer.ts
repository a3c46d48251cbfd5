import { fileURLToPath } from "node:url";
import { loadRenderer, type Renderer } from "../modules/ssr/renderer.ts";

/**
 * The web app's server entry from source (vitest compiles the TSX), loaded by path as the app loads its
 * build (dist/ssr/entry-server.js): the server never imports the web app's modules by name.
 */
export const WEB_ENTRY = fileURLToPath(new URL("../../web/entry-server.tsx", import.meta.url));

export async function webRenderer(): Promise<Renderer> {
  const renderer = await loadRenderer(WEB_ENTRY);
  if (!renderer) throw new Error(`No render() in ${WEB_ENTRY}`);
  return renderer;
}
