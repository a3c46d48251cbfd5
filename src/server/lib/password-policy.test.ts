import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/env.ts";
import { TEST_PRESCRIPTION_KEY } from "#server/test/test-keys.ts";
import { adminPasswordProblem } from "./password-policy.ts";

const PRODUCTION = {
  NODE_ENV: "production",
  ALLOW_SANDBOX_PAYMENTS: "1",
  ADMIN_USERNAME: "boss",
  PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY,
};

describe("admin password policy", () => {
  it.each(["password", "password1234", "Password123!", "qwertyuiop123", "adminadmin12"])(
    "refuses the guessable %j everywhere",
    (password) => {
      expect(adminPasswordProblem(password, { production: false })).toMatch(/too easy to guess/);
      expect(adminPasswordProblem(password, { production: true })).toBeDefined();
    },
  );

  it("refuses the username as a password", () => {
    expect(adminPasswordProblem("gorbly-fenwick", { production: true })).toBeUndefined();
    expect(adminPasswordProblem("gorbly-fenwick", { production: true, username: "gorbly-fenwick" })).toMatch(
      /too easy to guess/,
    );
  });

  it("wants 12 characters in production and 8 elsewhere", () => {
    expect(adminPasswordProblem("x7#Lq9!vR2", { production: true })).toBe("must be at least 12 characters");
    expect(adminPasswordProblem("x7#Lq9!vR2", { production: false })).toBeUndefined();
    expect(adminPasswordProblem("correct horse battery", { production: true })).toBeUndefined();
  });

  it("stops the start with a message naming ADMIN_PASSWORD", () => {
    for (const ADMIN_PASSWORD of ["password", "password1234", "x7#Lq9!vR2"]) {
      expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD })).toThrow(ConfigError);
      expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD })).toThrow(
        /ADMIN_PASSWORD: must be|ADMIN_PASSWORD: is too easy/,
      );
    }
    expect(() => loadConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "password" })).toThrow(
      /ADMIN_PASSWORD: is too easy to guess \(This is a heavily used password\)/,
    );
    expect(loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: "correct horse battery" }).ADMIN_PASSWORD).toBe(
      "correct horse battery",
    );
  });
});
