import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { adminToken, bearer, TEST_ADMIN } from "./test-admin.ts";
import { newPerson } from "./test-second-factor.ts";

const CSRF = { "x-admin-csrf": "1" };

describe.each(dbKinds())("the browser admin's cookie session on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username, password: TEST_ADMIN.password, session: "cookie" },
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/130.0" },
      remoteAddress: `10.8.0.${++ip}`,
    });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(";")[0] as string;

  it("sets an HttpOnly, SameSite=Strict cookie and answers no token to a browser sign-in", async () => {
    const person = await newPerson(t, "staff");
    const res = await signIn(person.username);
    expect(res.json()).toEqual({});
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(
      /^admin_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const verify = await t.app.inject({
      method: "GET",
      url: "/api/verify-auth",
      headers: { cookie: cookieOf(setCookie) },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().username).toBe(person.username);
  });

  it("refuses a cookie-authenticated POST without the CSRF header, and takes it with the header", async () => {
    const person = await newPerson(t, "staff");
    const cookie = cookieOf((await signIn(person.username)).headers["set-cookie"]);
    const url = "/api/admin/me/password";
    const payload = { currentPassword: "wrong", newPassword: "x" };
    const without = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toMatch(/x-admin-csrf/);
    const withHeader = await t.app.inject({ method: "POST", url, payload, headers: { cookie, ...CSRF } });
    expect(withHeader.statusCode).toBe(401);
    expect(withHeader.json().message).toMatch(/current password/);
  });

  it("keeps Authorization: Bearer working without the header, and answers a bearer sign-in with the token", async () => {
    const token = await adminToken(t.ctx);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/me/password",
      payload: { currentPassword: "wrong", newPassword: "x" },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    const person = await newPerson(t, "staff");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: person.username, password: TEST_ADMIN.password },
      remoteAddress: "10.8.1.1",
    });
    expect(login.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.headers["set-cookie"]).toBeUndefined();
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const person = await newPerson(t, "staff");
    const cookie = cookieOf((await signIn(person.username)).headers["set-cookie"]);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie, ...CSRF } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(
      /^admin_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/,
    );
    const after = await t.app.inject({ method: "GET", url: "/api/verify-auth", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("ignores a malformed cookie (401, never 500)", async () => {
    for (const cookie of [
      "admin_session=",
      "admin_session=%00%00",
      `admin_session=${"a".repeat(500)}`,
      "garbage",
    ]) {
      const res = await t.app.inject({ method: "GET", url: "/api/verify-auth", headers: { cookie } });
      expect(res.statusCode, cookie).toBe(401);
    }
  });

  it("lists the person's own sessions with their device, and ends one of them", async () => {
    const person = await newPerson(t, "staff");
    const first = cookieOf((await signIn(person.username)).headers["set-cookie"]);
    const second = cookieOf((await signIn(person.username)).headers["set-cookie"]);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/me/sessions",
      headers: { cookie: second },
    });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ device: "Firefox on Windows", current: true });
    const other = sessions.find((s: { current: boolean }) => !s.current);
    const end = (id: number | string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/admin/me/sessions/${id}`,
        headers: { cookie: second, ...CSRF },
      });
    expect((await end(other.id)).statusCode).toBe(200);
    expect((await end(other.id)).statusCode).toBe(404);
    expect((await end("abc")).statusCode).toBe(400);
    const gone = await t.app.inject({ method: "GET", url: "/api/verify-auth", headers: { cookie: first } });
    expect(gone.statusCode).toBe(401);
    // Another person's session is not one's own.
    const stranger = await adminToken(t.ctx);
    const theirs = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/me/sessions/${sessions[0].id}`,
      headers: bearer(stranger),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("changes one's own password under the strength rules and ends the other sessions", async () => {
    const person = await newPerson(t, "staff");
    const mine = await adminToken(t.ctx, person.username);
    const other = await adminToken(t.ctx, person.username);
    const change = (newPassword: string, currentPassword: string = TEST_ADMIN.password) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/me/password",
        payload: { currentPassword, newPassword },
        headers: bearer(mine),
      });
    const weak = await change("password123");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/too easy to guess/);
    expect((await change("violet cactus harbour lantern", "not-it")).statusCode).toBe(401);
    expect((await change("violet cactus harbour lantern")).statusCode).toBe(200);
    const verify = (tk: string) =>
      t.app.inject({ method: "GET", url: "/api/verify-auth", headers: bearer(tk) });
    expect((await verify(other)).statusCode).toBe(401);
    expect((await verify(mine)).statusCode).toBe(200);
    // Guesses of the current password are limited: five a minute, the one above included.
    for (let i = 0; i < 4; i++)
      expect((await change("violet cactus harbour lantern", `guess-${i}`)).statusCode).toBe(401);
    expect((await change("violet cactus harbour lantern", "guess-6")).statusCode).toBe(429);
  });
});
