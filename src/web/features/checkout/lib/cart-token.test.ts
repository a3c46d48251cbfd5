// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";
import { saveAbandonedCart } from "../api/save-abandoned-cart.ts";
import { cartToken } from "./cart-token.ts";

const NO_REMINDER = { reminderConsent: false, lines: [{ productId: 1, quantity: 1 }] };

const fetchMock = vi.fn<typeof fetch>();
const tokenSent = (call = -1) =>
  (fetchMock.mock.calls.at(call)?.[1]?.headers as Record<string, string> | undefined)?.["X-Cart-Token"];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ ok: true })));
});
afterEach(() => vi.unstubAllGlobals());

describe("the browser's cart token", () => {
  it("is made once, kept in local storage and sent with every abandoned-cart call", async () => {
    const token = cartToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(localStorage.getItem(LOCAL_KEYS.cartToken)).toBe(token);
    expect(cartToken()).toBe(token);

    await saveAbandonedCart({
      email: "ada@example.com",
      cartData: { items: [] },
      totalAmount: "55.00",
      ...NO_REMINDER,
    });
    expect(tokenSent()).toBe(token);
    await saveAbandonedCart({
      email: "ada@example.com",
      cartData: { items: [] },
      totalAmount: "60.00",
      ...NO_REMINDER,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(tokenSent()).toBe(token);
  });

  it("replaces a stored value that is not a token", () => {
    localStorage.setItem(LOCAL_KEYS.cartToken, "<script>");
    expect(cartToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
