// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS } from "#web/components/ui/use-toast.ts";
import { clearCheckoutNotice, showCheckoutNotice, useCheckoutNotice } from "./checkout-notice-store.ts";

afterEach(() => {
  act(() => clearCheckoutNotice());
  vi.useRealTimers();
});

describe("the checkout's messages", () => {
  it("shows the latest message in place of the last one", () => {
    const { result } = renderHook(() => useCheckoutNotice());
    expect(result.current).toBeNull();
    act(() => showCheckoutNotice({ title: "One", description: "first", variant: "default" }));
    act(() => showCheckoutNotice({ title: "Two", description: "second", variant: "destructive" }));
    expect(result.current).toEqual({ title: "Two", description: "second", variant: "destructive" });
  });

  it("lets news go after a toast's time but keeps a problem until the next message", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCheckoutNotice());
    act(() => showCheckoutNotice({ title: "Processing", description: "wait", variant: "default" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(result.current?.title).toBe("Processing");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
    act(() => showCheckoutNotice({ title: "Error", description: "failed", variant: "destructive" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(result.current?.title).toBe("Error");
  });
});
