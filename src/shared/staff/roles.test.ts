import { describe, expect, it } from "vitest";
import {
  can,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  ROLES,
  SECOND_FACTOR_REQUIRED,
} from "./roles.ts";

const MOVES_MONEY: Permission[] = [
  "refunds",
  "returns",
  "discounts",
  "catalogue",
  "orders.manage",
  "shipping",
];

describe("the permission table", () => {
  it("gives the owner everything", () => {
    for (const p of PERMISSIONS) expect(can("owner", p), p).toBe(true);
  });

  it("keeps staff away from prescriptions, privacy, people, settings, the audit trail and the figures", () => {
    for (const p of ["prescriptions", "privacy", "staff", "settings", "audit", "reports"] as const)
      expect(can("staff", p), p).toBe(false);
    for (const p of [
      "orders.view",
      "orders.manage",
      "refunds",
      "returns",
      "chat",
      "contact",
      "discounts",
      "catalogue",
      "barcodes",
      "shipping",
    ] as const)
      expect(can("staff", p), p).toBe(true);
  });

  it("lets a dispenser do prescription work and read orders, and nothing that moves money", () => {
    expect([...ROLE_PERMISSIONS.dispenser].sort()).toEqual(["orders.view", "prescriptions"]);
    for (const p of MOVES_MONEY) expect(can("dispenser", p), p).toBe(false);
  });

  it("names only known permissions, and asks owners and dispensers for a second factor", () => {
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
    expect(SECOND_FACTOR_REQUIRED).toEqual({ owner: true, staff: false, dispenser: true });
  });
});
