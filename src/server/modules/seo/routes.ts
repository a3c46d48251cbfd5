import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { originOf } from "#server/lib/origin.ts";
import { businessDetailsOf } from "#server/modules/catalogue/index.ts";
import { pageHeads } from "./head.ts";
import { catalogueLastChange } from "./last-change.ts";
import type { Site } from "./site.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

/** The head tags of each page, computed from the in-memory catalogue (for the SPA plugin). */
export const seoPageHead = (ctx: AppContext, site: Site) =>
  pageHeads(site, ctx.catalogue, (snapshot) => businessDetailsOf(snapshot, ctx.config));

export async function seoRoutes(app: FastifyInstance, { ctx, site }: { ctx: AppContext; site: Site }) {
  // The static pages change only with a deploy, which restarts the process.
  const started = new Date();
  const lastChange = catalogueLastChange(ctx, started);
  const publicUrl = ctx.config.PUBLIC_URL;

  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(site, originOf(request, publicUrl))),
  );

  app.get("/sitemap.xml", async (request, reply) => {
    const catalogue = await lastChange(await ctx.catalogue.snapshot());
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(sitemapXml(site, originOf(request, publicUrl), { catalogue, pages: started }));
  });
}
