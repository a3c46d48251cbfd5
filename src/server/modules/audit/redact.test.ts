import { describe, expect, it } from "vitest";
import { isRedactedKey, REDACTED, redact, redactFor } from "./redact.ts";

describe("what the audit trail may keep of a change", () => {
  it("keeps ids, statuses, amounts and settings as they are", () => {
    const value = { id: 4, status: "paid", amountPence: 1200, active: true, codes: ["GB", "IE"], at: null };
    expect(redact(value)).toEqual(value);
  });

  it("blanks clinical values at any depth, whatever the key's case or separators", () => {
    const rx = {
      od: { sphere: "-2.25", cylinder: "-0.50", axis: 90, add: "+1.00", prism: "1.5" },
      os: { SPH: "-2.00", CYL: "0" },
      pupillary_distance: 62,
      PD: 31,
      extended_values: { monocularPd: 31 },
    };
    expect(redact(rx)).toEqual({
      od: { sphere: REDACTED, cylinder: REDACTED, axis: REDACTED, add: REDACTED, prism: REDACTED },
      os: { SPH: REDACTED, CYL: REDACTED },
      pupillary_distance: REDACTED,
      PD: REDACTED,
      extended_values: REDACTED,
    });
  });

  it("blanks secrets", () => {
    const out = redact({
      passwordHash: "$argon2id$...",
      token: "abc",
      sessionToken: "def",
      totpSecret: "JBSWY3DP",
      apiKey: "sk_live_1",
      stripe_secret_key: "x",
      username: "sam",
    });
    expect(out).toEqual({
      passwordHash: REDACTED,
      token: REDACTED,
      sessionToken: REDACTED,
      totpSecret: REDACTED,
      apiKey: REDACTED,
      stripe_secret_key: REDACTED,
      username: "sam",
    });
  });

  it("blanks a customer's details, in arrays too", () => {
    const out = redact({
      orderId: 9,
      customer: { name: "Ann" },
      lines: [{ email: "ann@example.com", phone: "0700", postcode: "SW1A 1AA", productId: 1 }],
      note: "Ann rang",
      message: "Hello",
    });
    expect(out).toEqual({
      orderId: 9,
      customer: REDACTED,
      lines: [{ email: REDACTED, phone: REDACTED, postcode: REDACTED, productId: 1 }],
      note: REDACTED,
      message: REDACTED,
    });
    expect(JSON.stringify(out)).not.toMatch(/Ann|example\.com|0700|SW1A/);
  });

  it("lets a catalogue row keep its name and description, and nothing else looser", () => {
    expect(redactFor("catalogue", { name: "Polarized", description: "Cuts glare", email: "x@y.z" })).toEqual({
      name: "Polarized",
      description: "Cuts glare",
      email: REDACTED,
    });
    expect(redactFor("discount", { name: "x", description: "y" })).toEqual({
      name: REDACTED,
      description: REDACTED,
    });
  });

  it("lets a staff change keep the person's name and email, and still hides their secrets", () => {
    expect(
      redactFor("staff", {
        name: "Dee",
        email: "dee@example.com",
        role: "dispenser",
        passwordHash: "x",
        phone: "0700",
      }),
    ).toEqual({
      name: "Dee",
      email: "dee@example.com",
      role: "dispenser",
      passwordHash: REDACTED,
      phone: REDACTED,
    });
  });

  it("cuts what is too long or too deep", () => {
    const long = "a".repeat(2000);
    expect((redact(long) as string).length).toBeLessThan(600);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 10; i++) deep = { child: deep };
    expect(JSON.stringify(redact(deep))).toContain("[too deep]");
    expect((redact(Array.from({ length: 500 }, (_, i) => i)) as number[]).length).toBe(100);
  });

  it("names the keys it blanks", () => {
    expect(["sphere", "Cylinder", "password_hash", "resetToken", "customerEmail"].every(isRedactedKey)).toBe(
      true,
    );
    expect(["status", "amountPence", "orderId", "price"].some(isRedactedKey)).toBe(false);
  });
});
