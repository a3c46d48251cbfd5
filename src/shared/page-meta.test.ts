import { describe, expect, it } from "vitest";
import { findPage, type PageRoute } from "./page-meta.ts";

const meta = { title: "t", description: "d" };
const pages: PageRoute[] = [
  { path: "/admin", meta },
  { path: "/admin/prescriptions/:orderId", meta },
];

describe("findPage", () => {
  it("matches a route's :name segment to any one non-empty segment", () => {
    expect(findPage(pages, "/admin/prescriptions/41")?.path).toBe("/admin/prescriptions/:orderId");
    expect(findPage(pages, "/admin/prescriptions/41/")?.path).toBe("/admin/prescriptions/:orderId");
    expect(findPage(pages, "/admin/prescriptions")).toBeUndefined();
    expect(findPage(pages, "/admin/prescriptions/41/more")).toBeUndefined();
    expect(findPage(pages, "/admin")?.path).toBe("/admin");
  });
});
