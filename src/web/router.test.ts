import { describe, expect, it } from "vitest";
import { LEGACY_REDIRECTS, ROUTE_META } from "#shared/routes.ts";
import { PAGE_ROUTES, routes } from "./router.tsx";

const childPaths = () => routes[0]?.children?.[0]?.children?.map((route) => route.path) ?? [];

describe("routes", () => {
  it("has a page for every titled path except the legacy ones", () => {
    const pages = PAGE_ROUTES.map(([path]) => path);
    const titled = Object.keys(ROUTE_META).filter((path) => !(path in LEGACY_REDIRECTS));
    expect([...pages].sort()).toEqual([...titled].sort());
  });

  it("redirects every legacy path and ends with the not-found catch-all", () => {
    const paths = childPaths();
    for (const from of Object.keys(LEGACY_REDIRECTS)) expect(paths).toContain(from);
    expect(paths.at(-1)).toBe("*");
  });
});
