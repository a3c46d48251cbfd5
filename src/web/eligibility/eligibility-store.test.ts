// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ELIGIBILITY_WORDING_VERSION } from "#shared/prescription/eligibility.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";
import { answersOf, clearEligibility, loadEligibilityDraft, useEligibility } from "./eligibility-store.ts";

const KEY = SESSION_KEYS.prescriptionEligibility;

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe("the wearer's answers in this tab", () => {
  it("are kept across a reload, as given", () => {
    const first = renderHook(() => useEligibility());
    act(() => first.result.current.answer("aged16OrOver", false));
    expect(first.result.current.draft).toEqual({ aged16OrOver: false });
    first.unmount();

    const again = renderHook(() => useEligibility());
    expect(again.result.current.loaded).toBe(true);
    expect(again.result.current.draft).toEqual({ aged16OrOver: false });
  });

  it("forget answers to another wording, and anything unreadable", () => {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({
        version: ELIGIBILITY_WORDING_VERSION + 1,
        aged16OrOver: true,
        notSightImpaired: true,
      }),
    );
    expect(loadEligibilityDraft()).toEqual({});
    window.sessionStorage.setItem(KEY, "{not json");
    expect(loadEligibilityDraft()).toEqual({});
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ version: ELIGIBILITY_WORDING_VERSION, aged16OrOver: "yes" }),
    );
    expect(loadEligibilityDraft()).toEqual({});
  });

  it("are cleared after an order", () => {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ version: ELIGIBILITY_WORDING_VERSION, aged16OrOver: true }),
    );
    clearEligibility();
    expect(loadEligibilityDraft()).toEqual({});
  });

  it("are sent only once both questions are answered", () => {
    expect(answersOf({ aged16OrOver: true })).toBeNull();
    expect(answersOf({ aged16OrOver: true, notSightImpaired: false })).toEqual({
      version: ELIGIBILITY_WORDING_VERSION,
      aged16OrOver: true,
      notSightImpaired: false,
    });
  });
});
