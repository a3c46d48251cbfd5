import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  getToasts,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToasterToast,
  toast,
  toastReducer,
} from "./use-toast.ts";

const make = (id: string): ToasterToast => ({ id, open: true, title: id });

afterEach(() => vi.useRealTimers());

describe("toastReducer", () => {
  it("keeps only the newest toast", () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer([make("1")], { type: "add", toast: make("2") });
    expect(state.map((t) => t.id)).toEqual(["2"]);
  });

  it("closes a toast on dismiss and drops it on remove", () => {
    const dismissed = toastReducer([make("1")], { type: "dismiss", toastId: "1" });
    expect(dismissed[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: "remove", toastId: "1" })).toEqual([]);
  });

  it("updates a toast in place", () => {
    const state = toastReducer([make("1")], { type: "update", toast: { id: "1", title: "Saved" } });
    expect(state[0]?.title).toBe("Saved");
  });
});

describe("toast()", () => {
  it("shows one toast at a time and removes a dismissed one after the delay", () => {
    vi.useFakeTimers();
    toast({ title: "First" });
    const second = toast({ title: "Added to basket", variant: "destructive" });
    expect(getToasts()).toEqual([
      expect.objectContaining({
        id: second.id,
        title: "Added to basket",
        variant: "destructive",
        open: true,
      }),
    ]);

    dismissToast(second.id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });
});
