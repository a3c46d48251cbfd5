import { describe, expect, it } from "vitest";
import { holdsInput } from "./check.ts";
import { MARKER } from "./hostile.ts";

describe("the fuzzer's log check", () => {
  it("finds the marker anywhere in a line, in any case", () => {
    expect(
      holdsInput(JSON.stringify({ msg: "failed", err: { message: `bad ${MARKER.toUpperCase()}` } })),
    ).toBe(true);
    expect(holdsInput(`not json ${MARKER}`)).toBe(true);
    expect(holdsInput(JSON.stringify({ req: { url: "/x", method: "POST" }, body: MARKER }))).toBe(true);
  });

  it("leaves the access log's path out, and nothing else", () => {
    expect(holdsInput(JSON.stringify({ req: { url: `/api/products/${MARKER}`, method: "GET" } }))).toBe(
      false,
    );
    expect(holdsInput(JSON.stringify({ msg: "incoming request" }))).toBe(false);
  });
});
