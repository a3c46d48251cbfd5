import { describe, expect, it } from "vitest";
import { VerifyAuthResponse } from "#shared/schemas/admin.ts";
import { read } from "#web/lib/shape.ts";
import { readSession } from "./session-reader.ts";

const owner = {
  authenticated: true,
  username: "admin",
  role: "owner",
  permissions: ["orders.view", "reports"],
  secondFactor: "enabled",
};

describe("the session check's reader", () => {
  it("reads what the zod schema takes, as the schema gives it", () => {
    expect(read(readSession, owner)).toEqual(VerifyAuthResponse.parse(owner));
  });

  it.each([
    ["not signed in", { ...owner, authenticated: false }],
    ["an unknown role", { ...owner, role: "root" }],
    ["an unknown permission", { ...owner, permissions: ["everything"] }],
    ["an unknown second factor state", { ...owner, secondFactor: "maybe" }],
    ["no username", { ...owner, username: undefined }],
  ])("refuses %s, as the schema does", (_what, answer) => {
    expect(read(readSession, answer)).toBeNull();
    expect(VerifyAuthResponse.safeParse(answer).success).toBe(false);
  });
});
