import type { FastifyInstance } from "fastify";
import type { Site } from "#server/modules/seo/index.ts";

/**
 * Renders every public page once, one after another, so the first shopper after a start (a deploy) is
 * served from the page cache instead of waiting for a render. Failures are the renderer's to log.
 */
export async function warmPublicPages(app: FastifyInstance, site: Site): Promise<void> {
  for (const { path } of site.publicPages) {
    await app
      .inject({ method: "GET", url: path, headers: { "accept-encoding": "br, gzip" } })
      .catch(() => {});
    // Requests arriving meanwhile go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
