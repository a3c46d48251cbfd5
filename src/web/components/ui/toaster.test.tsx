// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster.tsx";
import { dismissToast, TOAST_DURATION_MS, toast } from "./use-toast.ts";

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe("Toaster", () => {
  it("shows a toast raised from anywhere, one at a time, in a region reachable with F8", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: /F8/ })).toBeTruthy();
    act(() => {
      toast({ title: "Please select options", description: "You must select both a colour and lens type" });
    });
    expect(screen.getByText("Please select options")).toBeTruthy();
    act(() => {
      toast({
        title: "Error",
        description: "Failed to submit prescription. Please try again.",
        variant: "destructive",
      });
    });
    expect(screen.queryByText("Please select options")).toBeNull();
    expect(screen.getByText("Failed to submit prescription. Please try again.")).toBeTruthy();
  });

  it("closes a toast by itself after 5000 ms, not before", () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: "Added to basket" });
      });
      expect(TOAST_DURATION_MS).toBe(5000);
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(screen.getByText("Added to basket")).toBeTruthy();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText("Added to basket")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
