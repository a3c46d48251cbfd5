// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MENU_DELAYS, useHoverMenu } from "./use-hover-menu.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const { result } = renderHook(() => useHoverMenu());
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { menu: () => result.current, advance };
}

describe("useHoverMenu (200 ms open, 300 ms skip, 150 ms close)", () => {
  it("opens 200 ms after the pointer arrives, not before", () => {
    const { menu, advance } = setup();
    act(() => menu().pointerEnter("primary"));
    advance(MENU_DELAYS.open - 1);
    expect(menu().openId).toBeNull();
    advance(1);
    expect(menu().openId).toBe("primary");
  });

  it("does not open when the pointer passes over in under 200 ms", () => {
    const { menu, advance } = setup();
    act(() => menu().pointerEnter("primary"));
    advance(100);
    act(() => menu().pointerLeave());
    advance(500);
    expect(menu().openId).toBeNull();
  });

  it("closes 150 ms after the pointer leaves, and stays open if it comes back in time", () => {
    const { menu, advance } = setup();
    act(() => menu().pointerEnter("primary"));
    advance(MENU_DELAYS.open);
    act(() => menu().pointerLeave());
    advance(MENU_DELAYS.close - 1);
    expect(menu().openId).toBe("primary");
    act(() => menu().pointerEnter("primary"));
    advance(1000);
    expect(menu().openId).toBe("primary");
    act(() => menu().pointerLeave());
    advance(MENU_DELAYS.close);
    expect(menu().openId).toBeNull();
  });

  it("switches at once from one open menu to another", () => {
    const { menu, advance } = setup();
    act(() => menu().pointerEnter("primary"));
    advance(MENU_DELAYS.open);
    act(() => {
      menu().pointerLeave();
      menu().pointerEnter("prescription");
    });
    expect(menu().openId).toBe("prescription");
  });

  it("skips the open delay within 300 ms of a close, and applies it again after", () => {
    const { menu, advance } = setup();
    act(() => menu().pointerEnter("primary"));
    advance(MENU_DELAYS.open);
    act(() => menu().pointerLeave());
    advance(MENU_DELAYS.close);
    expect(menu().openId).toBeNull();
    advance(MENU_DELAYS.skip - 1);
    act(() => menu().pointerEnter("prescription"));
    expect(menu().openId).toBe("prescription");

    act(() => menu().close());
    advance(MENU_DELAYS.skip);
    act(() => menu().pointerEnter("primary"));
    expect(menu().openId).toBeNull();
    advance(MENU_DELAYS.open);
    expect(menu().openId).toBe("primary");
  });

  it("toggles on click, and a click-closed menu does not reopen on hover until the pointer leaves", () => {
    const { menu, advance } = setup();
    act(() => menu().toggle("primary"));
    expect(menu().openId).toBe("primary");
    act(() => menu().toggle("primary"));
    expect(menu().openId).toBeNull();
    act(() => menu().pointerEnter("primary"));
    advance(1000);
    expect(menu().openId).toBeNull();
    act(() => menu().pointerLeave());
    advance(1000);
    act(() => menu().pointerEnter("primary"));
    advance(MENU_DELAYS.open);
    expect(menu().openId).toBe("primary");
  });
});
