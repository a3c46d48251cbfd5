import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { expectSafeAnswer, holdsInput, isPageRoute, LogCapture } from "./check.ts";
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

describe("the fuzzer's answer check", () => {
  const answer = (statusCode: number, type: string, body: string) =>
    ({ statusCode, headers: { "content-type": type }, body }) as unknown as LightMyRequestResponse;
  const page404 = answer(404, "text/html; charset=utf-8", "<!doctype html><title>Page not found</title>");

  it("takes the not-found page for an unknown page address, and only there", () => {
    expect(() => expectSafeAnswer(page404, "GET", new LogCapture(), { page: true })).not.toThrow();
    expect(() => expectSafeAnswer(page404, "GET", new LogCapture())).toThrow(/not JSON/);
    const pageError = answer(400, "text/html; charset=utf-8", "<p>bad</p>");
    expect(() => expectSafeAnswer(pageError, "GET", new LogCapture(), { page: true })).toThrow(/not JSON/);
  });

  it("tells a page's address from the API's", () => {
    expect(isPageRoute("/admin/prescriptions/:orderId")).toBe(true);
    expect(isPageRoute("/api/admin/prescription-work/:id")).toBe(false);
    expect(isPageRoute("/ws")).toBe(false);
  });
});
