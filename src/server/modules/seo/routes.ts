import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { companyDetails } from "#server/lib/company-details.ts";
import { originOf } from "#server/lib/origin.ts";
import { pageHeads } from "./head.ts";
import { catalogueLastChange } from "./last-change.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

/** The head tags of each page, computed from the in-memory catalogue (for the SPA plugin). */
export const seoPageHead = (ctx: AppContext) => pageHeads(ctx.catalogue, companyDetails(ctx.config));

export async function seoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // The static pages change only with a deploy, which restarts the process.
  const started = new Date();
  const lastChange = catalogueLastChange(ctx.db, started);
  const publicUrl = ctx.config.PUBLIC_URL;

  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(originOf(request, publicUrl))),
  );

  app.get("/sitemap.xml", async (request, reply) => {
    const catalogue = await lastChange(await ctx.catalogue.snapshot());
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(sitemapXml(originOf(request, publicUrl), { catalogue, pages: started }));
  });
}
