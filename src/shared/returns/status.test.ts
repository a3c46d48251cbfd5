import { describe, expect, it } from "vitest";
import {
  canReturnTransition,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  shopperReturnStatusText,
  staffReturnStatusText,
} from "./status.ts";

const ALLOWED: [string, string][] = [
  ["requested", "approved"],
  ["requested", "refused"],
  ["approved", "label_sent"],
  ["approved", "in_transit"],
  ["approved", "received"],
  ["label_sent", "in_transit"],
  ["label_sent", "received"],
  ["in_transit", "received"],
  ["received", "refunded"],
  ["received", "closed"],
  ["refunded", "closed"],
];

describe("the return state machine", () => {
  it("allows exactly the listed changes and refuses every other pair", () => {
    const allowed = new Set(ALLOWED.map(([a, b]) => `${a}>${b}`));
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_STATUSES) {
        expect(canReturnTransition(from, to), `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(RETURN_TRANSITIONS.refused).toEqual([]);
    expect(RETURN_TRANSITIONS.closed).toEqual([]);
  });

  it("names every status for the shopper and for staff", () => {
    for (const status of RETURN_STATUSES) {
      expect(shopperReturnStatusText(status)).not.toContain("_");
      expect(staffReturnStatusText(status)).not.toContain("_");
    }
    expect(staffReturnStatusText("label_sent")).toBe("Label sent");
  });
});
