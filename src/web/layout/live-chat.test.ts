// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { openLiveChatWindow } from "./live-chat.ts";

afterEach(() => vi.restoreAllMocks());

describe("openLiveChatWindow", () => {
  it("opens the support page in a 420 x 650 window at the right of the screen", () => {
    vi.spyOn(window.screen, "availWidth", "get").mockReturnValue(1920);
    vi.spyOn(window.screen, "availHeight", "get").mockReturnValue(1050);
    const popup = { focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    expect(openLiveChatWindow()).toBe(true);
    expect(open).toHaveBeenCalledWith(
      "/support?popup=1",
      "live-chat",
      "width=420,height=650,left=1500,top=200",
    );
    expect(popup.focus).toHaveBeenCalled();
  });

  it("says so when the browser blocks the window", () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    expect(openLiveChatWindow()).toBe(false);
  });
});
