import { describe, expect, it } from "vitest";
import { adminCookieToken, clearedSessionCookie, passesCsrf, sessionCookie } from "./admin-cookie.ts";

const token = "abcdefghijklmnopqrstuvwxyz012345";

describe("the admin cookie", () => {
  it("finds the session among other cookies and ignores malformed values", () => {
    expect(adminCookieToken(`a=1; admin_session=${token}; b=2`)).toBe(token);
    expect(adminCookieToken("admin_session=short")).toBeUndefined();
    expect(adminCookieToken("admin_session=<script>alert(1)</script>0000000")).toBeUndefined();
    expect(adminCookieToken(`xadmin_session=${token}`)).toBeUndefined();
    expect(adminCookieToken(undefined)).toBeUndefined();
  });

  it("is HttpOnly, SameSite=Strict, for the whole site, and Secure when asked", () => {
    expect(sessionCookie(token, 60, true)).toBe(
      `admin_session=${token}; Path=/; Max-Age=60; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(sessionCookie(token, 60, false)).not.toContain("Secure");
    expect(clearedSessionCookie(false)).toBe("admin_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict");
  });
});

describe("the CSRF rule", () => {
  it("lets safe methods through and asks unsafe ones for the header", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(passesCsrf(method, {})).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(passesCsrf(method, {})).toBe(false);
      expect(passesCsrf(method, { "x-admin-csrf": "0" })).toBe(false);
      expect(passesCsrf(method, { "x-admin-csrf": ["1", "1"] })).toBe(false);
      expect(passesCsrf(method, { "x-admin-csrf": "1" })).toBe(true);
    }
  });
});
