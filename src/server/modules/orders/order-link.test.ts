import { describe, expect, it } from "vitest";
import { HttpError } from "#server/lib/http-error.ts";
import {
  ORDER_LINK_TTL_SECONDS,
  orderLink,
  orderLinkExpiry,
  orderToken,
  verifyOrderToken,
} from "./order-link.ts";
import { prescriptionToken, verifyPrescriptionToken } from "./prescription-link.ts";

const config = {
  ORDER_LINK_SECRET: "an-order-link-secret-long-enough-to-use",
  PUBLIC_URL: undefined,
  PORT: 3000,
};
const NOW = Date.UTC(2025, 0, 1);
const TTL_MS = ORDER_LINK_TTL_SECONDS * 1000;
const DAY_MS = 86_400_000;
/** Placed at NOW, created an hour before. */
const order = (id: number) => ({ id, paidAt: new Date(NOW), createdAt: new Date(NOW - 3_600_000) });

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
    expect(orderLink(config, order(7), NOW)).toMatch(
      /^http:\/\/localhost:3000\/order\?t=v1\.7\.\d+\.[\w-]{43}$/,
    );
    const link = orderLink({ ...config, PUBLIC_URL: "https://shop.example.co.uk/" }, order(7), NOW);
    expect(link.startsWith("https://shop.example.co.uk/order?t=v1.7.")).toBe(true);
  });

  it("names its order until it expires, on any instance sharing the secret", () => {
    const token = orderToken(config, order(42), NOW);
    expect(verifyOrderToken({ ...config }, token, NOW + 1000)).toBe(42);
    expect(verifyOrderToken(config, token, NOW + (ORDER_LINK_TTL_SECONDS - 1) * 1000)).toBe(42);
    expect(statusOf(() => verifyOrderToken(config, token, NOW + (ORDER_LINK_TTL_SECONDS + 1) * 1000))).toBe(
      410,
    );
  });

  it("runs 90 days from the order, not from when the link was made: the same token all that time", () => {
    const first = orderToken(config, order(42), NOW);
    expect(orderToken(config, order(42), NOW + 30 * DAY_MS)).toBe(first);
    expect(orderToken(config, order(42), NOW + TTL_MS - 1000)).toBe(first);
    expect(orderLinkExpiry(order(42), NOW + 45 * DAY_MS)).toBe(NOW / 1000 + ORDER_LINK_TTL_SECONDS);
    expect(statusOf(() => verifyOrderToken(config, first, NOW + TTL_MS + 1000))).toBe(410);
    // An order never paid counts from its creation.
    const unpaid = { ...order(43), paidAt: null };
    expect(orderLinkExpiry(unpaid, NOW)).toBe((NOW - 3_600_000) / 1000 + ORDER_LINK_TTL_SECONDS);
  });

  it("after the first 90 days, links made later run to the end of the 90-day step they fall in", () => {
    const second = orderToken(config, order(42), NOW + TTL_MS + DAY_MS);
    expect(orderLinkExpiry(order(42), NOW + TTL_MS + DAY_MS)).toBe(NOW / 1000 + 2 * ORDER_LINK_TTL_SECONDS);
    expect(orderToken(config, order(42), NOW + 2 * TTL_MS - 1000)).toBe(second);
    expect(verifyOrderToken(config, second, NOW + 2 * TTL_MS - 1000)).toBe(42);
    expect(statusOf(() => verifyOrderToken(config, second, NOW + 2 * TTL_MS + 1000))).toBe(410);
  });

  it("refuses forged, altered and malformed tokens with a 403", () => {
    const token = orderToken(config, order(42), NOW);
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
    expect(verifyOrderToken(unset, orderToken(unset, order(5), NOW), NOW)).toBe(5);
    expect(statusOf(() => verifyOrderToken(config, orderToken(unset, order(5), NOW), NOW))).toBe(403);
  });
});

describe("the prescription form's link", () => {
  it("is the same on every visit and expires 90 days after the order, never renewed by a visit", () => {
    const first = prescriptionToken(config, order(9), NOW);
    expect(prescriptionToken(config, order(9), NOW + 30 * DAY_MS)).toBe(first);
    expect(prescriptionToken(config, order(9), NOW + TTL_MS - 1000)).toBe(first);
    expect(first.split(".")[2]).toBe(String(NOW / 1000 + ORDER_LINK_TTL_SECONDS));
    expect(verifyPrescriptionToken(config, first, NOW + TTL_MS - 1000)).toBe(9);
    expect(statusOf(() => verifyPrescriptionToken(config, first, NOW + TTL_MS + 1000))).toBe(410);
    // Neither kind opens the other.
    expect(statusOf(() => verifyPrescriptionToken(config, orderToken(config, order(9), NOW), NOW))).toBe(403);
  });
});
