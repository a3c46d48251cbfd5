import { describe, expect, it } from "vitest";
import { LEGACY_REDIRECTS } from "#shared/legacy-redirects.ts";
import { PAGES } from "./pages.ts";
import { PAGE_ERROR_ROUTE_ID, routes } from "./router.tsx";

const pageRoutes = () => routes[0]?.children?.[0];
const childPaths = () => pageRoutes()?.children?.map((route) => route.path) ?? [];

describe("routes", () => {
  it("has a route for every page of the route list, each path once, none an old path", () => {
    const pages = PAGES.map(({ path }) => path);
    expect(new Set(pages).size).toBe(pages.length);
    expect(childPaths().slice(0, pages.length)).toEqual(pages);
    for (const path of pages) expect(LEGACY_REDIRECTS).not.toHaveProperty(path);
  });

  it("redirects every legacy path and ends with the not-found catch-all", () => {
    const paths = childPaths();
    for (const from of Object.keys(LEGACY_REDIRECTS)) expect(paths).toContain(from);
    expect(paths.at(-1)).toBe("*");
  });

  it("names the route that shows a failed page inside the layout", () => {
    expect(pageRoutes()?.id).toBe(PAGE_ERROR_ROUTE_ID);
  });
});
