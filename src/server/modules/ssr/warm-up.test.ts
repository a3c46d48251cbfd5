import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedHeading } from "#server/test/served-page.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { webRenderer } from "#server/test/web-renderer.ts";
import type { Renderer } from "./renderer.ts";
import { warmPublicPages } from "./warm-up.ts";

describe("warming the page cache after a start", () => {
  const rendered: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const real = await webRenderer();
    const counting: Renderer = {
      site: real.site,
      render(request) {
        rendered.push(new URL(request.url).pathname);
        return real.render(request);
      },
    };
    t = await createTestApp("pglite", {}, { renderer: Promise.resolve(counting) });
  });
  afterAll(() => t.close());

  it("renders every public page once, and the shoppers who follow are served from the cache", async () => {
    const publicPages = t.site.publicPages.map((page) => page.path);
    await warmPublicPages(t.app, t.site);
    expect([...rendered].sort()).toEqual([...publicPages].sort());

    const res = await t.app.inject("/sports-socks");
    expect(res.statusCode).toBe(200);
    expect(renderedHeading(res.body)).toBe("Sports Socks");
    expect(rendered).toHaveLength(publicPages.length);
  });
});
