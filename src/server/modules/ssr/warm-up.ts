import type { FastifyInstance } from "fastify";
import { PUBLIC_PAGES } from "../seo/pages.ts";

/**
 * Renders every public page once, one after another, so the first shopper after a start (a deploy) is
 * served from the page cache instead of waiting for a render. Failures are the renderer's to log.
 */
export async function warmPublicPages(app: FastifyInstance): Promise<void> {
  for (const path of PUBLIC_PAGES) {
    await app
      .inject({ method: "GET", url: path, headers: { "accept-encoding": "br, gzip" } })
      .catch(() => {});
    // Requests arriving meanwhile go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
