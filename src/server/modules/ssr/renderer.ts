import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { SitePages } from "#shared/page-meta.ts";
import type { RenderRequest, RenderResult } from "#shared/page-render.ts";

export type { RenderRequest, RenderResult };

/**
 * The server build of the web app (vite build --ssr): its pages as their route modules describe them, and
 * the function that renders one. Without `render` (a test's route list alone) pages go out unrendered.
 */
export interface Renderer {
  site: SitePages;
  render?(request: RenderRequest): Promise<RenderResult>;
}

/** Imports the built web app, or gives null when there is none (no pages are served, only the API). */
export async function loadRenderer(entry: string): Promise<Renderer | null> {
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as Partial<Renderer>;
  if (!mod.site) return null;
  return typeof mod.render === "function" ? { site: mod.site, render: mod.render } : { site: mod.site };
}
