import { describe, expect, it } from "vitest";
import { HttpError } from "#server/lib/http-error.ts";
import { ORDER_LINK_TTL_SECONDS, orderLink, orderToken, verifyOrderToken } from "./order-link.ts";

const config = {
  ORDER_LINK_SECRET: "an-order-link-secret-long-enough-to-use",
  PUBLIC_URL: undefined,
  PORT: 3000,
};
const NOW = Date.UTC(2025, 0, 1);

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? err.statusCode : -1;
  }
  return undefined;
}

describe("order links", () => {
  it("is an absolute link to /order on PUBLIC_URL, or localhost and the port", () => {
    expect(orderLink(config, { id: 7 }, NOW)).toMatch(
      /^http:\/\/localhost:3000\/order\?t=v1\.7\.\d+\.[\w-]{43}$/,
    );
    const link = orderLink({ ...config, PUBLIC_URL: "https://shop.example.co.uk/" }, { id: 7 }, NOW);
    expect(link.startsWith("https://shop.example.co.uk/order?t=v1.7.")).toBe(true);
  });

  it("names its order until it expires, on any instance sharing the secret", () => {
    const token = orderToken(config, 42, NOW);
    expect(verifyOrderToken({ ...config }, token, NOW + 1000)).toBe(42);
    expect(verifyOrderToken(config, token, NOW + (ORDER_LINK_TTL_SECONDS - 1) * 1000)).toBe(42);
    expect(statusOf(() => verifyOrderToken(config, token, NOW + (ORDER_LINK_TTL_SECONDS + 1) * 1000))).toBe(
      410,
    );
  });

  it("refuses forged, altered and malformed tokens with a 403", () => {
    const token = orderToken(config, 42, NOW);
    const [v, , expires, sig] = token.split(".");
    expect(statusOf(() => verifyOrderToken(config, `${v}.43.${expires}.${sig}`, NOW))).toBe(403);
    expect(statusOf(() => verifyOrderToken(config, `${v}.42.${Number(expires) + 1}.${sig}`, NOW))).toBe(403);
    const other = { ...config, ORDER_LINK_SECRET: "another-secret-that-is-also-long-enough" };
    expect(statusOf(() => verifyOrderToken(other, token, NOW))).toBe(403);
    for (const bad of ["", "v1", "v2.42.1.x", `${token}x`, "v1.0.1.AAAA"]) {
      expect(statusOf(() => verifyOrderToken(config, bad, NOW))).toBe(403);
    }
  });

  it("without a configured secret still signs and checks within the process", () => {
    const unset = { ...config, ORDER_LINK_SECRET: undefined };
    expect(verifyOrderToken(unset, orderToken(unset, 5, NOW), NOW)).toBe(5);
    expect(statusOf(() => verifyOrderToken(config, orderToken(unset, 5, NOW), NOW))).toBe(403);
  });
});
