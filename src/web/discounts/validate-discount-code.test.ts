import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validateDiscountCode } from "./validate-discount-code.ts";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const DEMO10 = {
  id: 1,
  code: "DEMO10",
  discountType: "percentage",
  discountValue: 10,
  discountAmount: "16.50",
} as const;

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("localStorage", { getItem: () => null, setItem() {}, removeItem() {} });
  vi.stubGlobal("window", { localStorage: globalThis.localStorage });
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));

describe("validateDiscountCode", () => {
  it("sends the trimmed code with the basket's lines or with the price in pounds", async () => {
    fetchMock.mockImplementation(async () => json({ valid: true, message: "ok", discount: DEMO10 }));
    const items = [{ productId: 1, quantity: 1 }];
    await validateDiscountCode("  demo10 ", { items: items as never });
    expect(sentBody()).toEqual({ code: "demo10", items });
    await validateDiscountCode("demo10", { amountPence: 16500 });
    expect(sentBody()).toEqual({ code: "demo10", amount: "165.00" });
  });

  it("gives an accepted code with the rule the pricing applies", async () => {
    fetchMock.mockResolvedValue(
      json({
        valid: true,
        message: "Applied",
        discount: { ...DEMO10, discountType: "fixed", discountValue: 5.5 },
      }),
    );
    const check = await validateDiscountCode("X", { amountPence: 1000 });
    expect(check).toMatchObject({
      valid: true,
      message: "Applied",
      rule: { discountType: "fixed", discountValue: 550 },
    });
  });

  it("answers a refusal with the server's reason, whatever its 4xx form", async () => {
    fetchMock.mockResolvedValueOnce(json({ valid: false, message: "This code has expired" }, 400));
    expect(await validateDiscountCode("OLD", { amountPence: 1000 })).toEqual({
      valid: false,
      message: "This code has expired",
    });
    fetchMock.mockResolvedValueOnce(json({ message: "Too many requests" }, 429));
    expect(await validateDiscountCode("OLD", { amountPence: 1000 })).toEqual({
      valid: false,
      message: "Too many requests",
    });
    fetchMock.mockResolvedValueOnce(json({ valid: false, message: "" }));
    expect(await validateDiscountCode("OLD", { amountPence: 1000 })).toEqual({
      valid: false,
      message: "Invalid discount code",
    });
  });

  it("throws when the server cannot answer", async () => {
    fetchMock.mockResolvedValueOnce(new Response("boom", { status: 500 }));
    await expect(validateDiscountCode("X", { amountPence: 1000 })).rejects.toThrow("500: boom");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(validateDiscountCode("X", { amountPence: 1000 })).rejects.toThrow("Failed to fetch");
  });
});
