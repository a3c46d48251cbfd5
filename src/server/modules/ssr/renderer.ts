import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { RenderRequest, RenderResult } from "#shared/page-render.ts";

export type { RenderRequest, RenderResult };

/** The server build of the web app (vite build --ssr): one function that renders a page. */
export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** Imports the built renderer, or gives null when the app has no server build (the pages then render in the browser). */
export async function loadRenderer(entry: string): Promise<Renderer | null> {
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as Partial<Renderer>;
  return typeof mod.render === "function" ? { render: mod.render } : null;
}
