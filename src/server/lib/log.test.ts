import { describe, expect, it } from "vitest";
import { safeUrl } from "./log.ts";

describe("safeUrl", () => {
  it("drops the query string", () => {
    expect(safeUrl("/api/orders?email=a@b.co")).toBe("/api/orders");
  });

  it("masks emails in path segments, plain or encoded", () => {
    expect(safeUrl("/api/abandoned-carts/jo@example.com/mark-recovered")).toBe(
      "/api/abandoned-carts/[email]/mark-recovered",
    );
    expect(safeUrl("/api/abandoned-carts/jo%40example.com/mark-recovered")).toBe(
      "/api/abandoned-carts/[email]/mark-recovered",
    );
  });

  it("leaves ordinary paths alone", () => {
    expect(safeUrl("/api/products/1")).toBe("/api/products/1");
  });
});
