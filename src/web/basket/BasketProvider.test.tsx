// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCAL_KEYS } from "#web/lib/storage-keys.ts";
import { BasketProvider, useBasket } from "./BasketProvider.tsx";
import { socks, sunglasses } from "./basket-fixtures.ts";

const wrapper = ({ children }: { children: ReactNode }) => <BasketProvider>{children}</BasketProvider>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useBasket", () => {
  it("throws a clear error outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useBasket())).toThrow("useBasket must be used within a BasketProvider");
  });

  it("exposes totals, the unit count and the panel state", () => {
    const { result } = renderHook(() => useBasket(), { wrapper });
    act(() => result.current.addItem(socks(4)));
    expect(result.current.total).toBe(1500);
    expect(result.current.itemCount).toBe(4);
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.openBasket());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.closeBasket());
    expect(result.current.isOpen).toBe(false);
  });
});

describe("persistence", () => {
  it("restores the basket after a remount", () => {
    const first = renderHook(() => useBasket(), { wrapper });
    act(() => {
      first.result.current.addItem(sunglasses({ quantity: 2 }));
      first.result.current.addItem(socks(3));
      first.result.current.applyDiscount({
        id: 1,
        code: "CLUB10",
        discountType: "percentage",
        discountValue: 10,
      });
    });
    first.unmount();

    const second = renderHook(() => useBasket(), { wrapper });
    expect(second.result.current.items).toHaveLength(2);
    expect(second.result.current.total).toBe(16000);
    expect(second.result.current.discountAmount).toBe(1600);
    expect(second.result.current.discountCode).toBe("CLUB10");
  });

  it("starts empty when the stored basket is corrupt", () => {
    localStorage.setItem(LOCAL_KEYS.basket, "{not json");
    expect(renderHook(() => useBasket(), { wrapper }).result.current.items).toEqual([]);
    cleanup();
    localStorage.setItem(
      LOCAL_KEYS.basket,
      JSON.stringify({ v: 1, items: [{ quantity: -3 }], appliedDiscount: null }),
    );
    expect(renderHook(() => useBasket(), { wrapper }).result.current.items).toEqual([]);
  });

  it("recomputes stored totals rather than trusting them", () => {
    const item = { ...socks(3), unitPricePence: 500 };
    localStorage.setItem(
      LOCAL_KEYS.basket,
      JSON.stringify({ v: 1, items: [item], appliedDiscount: null, total: 1 }),
    );
    expect(renderHook(() => useBasket(), { wrapper }).result.current.total).toBe(1000);
  });

  it("follows a change another tab saved", () => {
    const { result } = renderHook(() => useBasket(), { wrapper });
    const saved = JSON.stringify({ v: 1, items: [socks(2)], appliedDiscount: null });
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: LOCAL_KEYS.basket, newValue: saved }));
    });
    expect(result.current.itemCount).toBe(2);
  });
});

describe("test hooks", () => {
  it("are absent unless enabled", () => {
    render(<BasketProvider>{null}</BasketProvider>);
    expect(window.__shopBasket).toBeUndefined();
  });

  it("drive the basket when localStorage shop:test-hooks is 1", () => {
    localStorage.setItem(LOCAL_KEYS.testHooks, "1");
    const { result } = renderHook(() => useBasket(), { wrapper });
    const hooks = window.__shopBasket;
    expect(hooks).toBeDefined();
    act(() => hooks?.addItem(socks(2)));
    expect(result.current.itemCount).toBe(2);
    expect(hooks?.getState().total).toBe(1000);
    expect(() => hooks?.addItem({ quantity: 1 } as never)).toThrow();
    cleanup();
    expect(window.__shopBasket).toBeUndefined();
  });
});
