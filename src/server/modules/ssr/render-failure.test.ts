import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedHeading, renderedRoot, seedOf } from "#server/test/served-page.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { webRenderer } from "#server/test/web-renderer.ts";
import type { Renderer } from "./renderer.ts";

/** The socks page reads its sizes while rendering; here that read fails, as a broken answer would. */
const FAILING_READ = "/api/sock-sizes";
/** Here the renderer itself fails before any page is drawn. */
const FAILING_RENDER = "/nose-pads";

/** The web app's renderer, with one answer that throws and one page it cannot render at all. */
async function faultyRenderer(): Promise<Renderer> {
  const real = await webRenderer();
  return {
    site: real.site,
    render(request) {
      if (new URL(request.url).pathname === FAILING_RENDER)
        return Promise.reject(new Error("renderer broke"));
      const { catalogue } = request;
      return real.render({
        ...request,
        catalogue: {
          ...catalogue,
          lists: (...urls) => {
            if (urls.includes(FAILING_READ)) throw new Error("sizes broke");
            return catalogue.lists(...urls);
          },
        },
      });
    },
  };
}

describe("a page that fails to render", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      "pglite",
      { LOG_LEVEL: "warn" },
      { logStream: { write: (l) => lines.push(l) }, renderer: faultyRenderer() },
    );
  });
  afterAll(() => t.close());

  const failures = (from: number) =>
    lines
      .slice(from)
      .map((l) => JSON.parse(l) as { msg?: string; path?: string; err?: { message?: string } })
      .filter((l) => l.msg === "page render failed");

  it("answers 500 with the shop's error screen, logs the failure once, and the next page renders", async () => {
    const from = lines.length;
    const res = await t.app.inject("/sports-socks");
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(renderedHeading(res.body)).toBe("Something went wrong");
    // The header stays: the error shows in the page's place, inside the shop's layout.
    expect(renderedRoot(res.body)).toContain('aria-label="Main"');
    // A failure is not hydrated: the browser renders the page afresh.
    expect(seedOf(res.body)).toBeNull();
    expect(failures(from)).toEqual([
      expect.objectContaining({
        path: "/sports-socks",
        err: expect.objectContaining({ message: "sizes broke" }),
      }),
    ]);
    const next = await t.app.inject("/spare-lenses");
    expect(next.statusCode).toBe(200);
    expect(renderedHeading(next.body)).toBe("Replacement Lenses");
    expect(failures(from)).toHaveLength(1);
  });

  it("does not keep a failed page: each request renders again, and logs its own failure", async () => {
    const from = lines.length;
    for (let i = 0; i < 2; i++) expect((await t.app.inject("/sports-socks")).statusCode).toBe(500);
    expect(failures(from)).toHaveLength(2);
  });

  it("sends the shell with an empty root when even the error screen cannot render", async () => {
    const from = lines.length;
    const res = await t.app.inject(FAILING_RENDER);
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain("<title>Spare Nose Pads | ");
    expect(renderedRoot(res.body)).toBe("");
    expect(seedOf(res.body)).toBeNull();
    expect(failures(from)).toEqual([
      expect.objectContaining({
        path: FAILING_RENDER,
        err: expect.objectContaining({ message: "renderer broke" }),
      }),
    ]);
    expect((await t.app.inject("/faq")).statusCode).toBe(200);
    expect(failures(from)).toHaveLength(1);
  });

  it("serves the page for the browser to render while the catalogue cannot be read, and renders it again after", async () => {
    await t.ctx.db.execute(sql.raw("alter table products rename to products_away"));
    t.ctx.catalogue.invalidate();
    try {
      const res = await t.app.inject("/spare-lenses");
      expect(res.statusCode).toBe(200);
      expect(renderedRoot(res.body)).toBe("");
      expect(seedOf(res.body)).toBeNull();
    } finally {
      await t.ctx.db.execute(sql.raw("alter table products_away rename to products"));
      t.ctx.catalogue.invalidate();
    }
    const res = await t.app.inject("/spare-lenses");
    expect(res.statusCode).toBe(200);
    expect(renderedHeading(res.body)).toBe("Replacement Lenses");
  });
});
