import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminSessions, adminUsers } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PERMISSIONS } from "#shared/staff/roles.ts";
import { bootstrapAdmin } from "./bootstrap.ts";
import { hashToken, SESSION_IDLE_MS, sessionMaxAgeMs } from "./service.ts";
import { LOGIN_LIMITS } from "./sign-in-limits.ts";
import { adminToken, bearer } from "./test-admin.ts";

const CREDS = { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "correct horse battery" };

describe.each(dbKinds())("admin sign-in on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    expect(await bootstrapAdmin(t.ctx.db, CREDS)).toBe("created");
  });
  afterAll(() => t.close());

  // Each call from its own address unless one is given, so only the rate-limit test meets the limit.
  let lastIp = 0;
  const login = (username: string, password: string, ip = `10.0.0.${++lastIp}`) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress: ip });
  const verify = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/verify-auth", headers: bearer(token) });
  const tokenOf = async () => {
    const res = await login(CREDS.ADMIN_USERNAME, CREDS.ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const setLastSeen = (token: string, at: Date) =>
    t.ctx.db
      .update(adminSessions)
      .set({ lastSeenAt: at })
      .where(eq(adminSessions.tokenHash, hashToken(token)));
  const sessionOf = async (token: string) =>
    (
      await t.ctx.db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.tokenHash, hashToken(token)))
    )[0];

  it("stores an argon2id hash and signs in with a random token whose hash only is stored", async () => {
    const [user] = await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.username, "boss"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const res = await login("boss", CREDS.ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await sessionOf(token);
    expect(session?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(session)).not.toContain(token);
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      authenticated: true,
      username: "boss",
      role: "owner",
      permissions: [...PERMISSIONS],
      // The ADMIN_USERNAME account works without a second factor until it enrols one.
      secondFactor: "should-enrol",
    });
  });

  it("answers 401 Invalid credentials for a wrong password or an unknown user", async () => {
    for (const [u, p] of [
      ["boss", "wrong password"],
      ["nobody", CREDS.ADMIN_PASSWORD],
      ["", ""],
    ] as const) {
      const res = await login(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid credentials", requestId: expect.any(String) });
    }
    expect((await t.app.inject({ method: "POST", url: "/api/login", payload: {} })).statusCode).toBe(400);
  });

  it("rejects missing, malformed and unknown tokens", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/verify-auth" })).statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: "GET",
      url: "/api/verify-auth",
      headers: { authorization: "Basic Ym9zczpwdw==" },
    });
    expect(malformed.statusCode).toBe(401);
    expect((await verify("A".repeat(43))).statusCode).toBe(401);
  });

  it("logout revokes the session on the server", async () => {
    const token = await tokenOf();
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await verify(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it("ends a session after 12 idle hours and slides the window on use", async () => {
    const token = await tokenOf();
    await setLastSeen(token, new Date(Date.now() - SESSION_IDLE_MS - 1000));
    expect((await verify(token)).statusCode).toBe(401);

    const live = await tokenOf();
    const elevenHoursAgo = new Date(Date.now() - 11 * 3600_000);
    await setLastSeen(live, elevenHoursAgo);
    expect((await verify(live)).statusCode).toBe(200);
    const slid = (await sessionOf(live))?.lastSeenAt.getTime() ?? 0;
    expect(slid).toBeGreaterThan(Date.now() - 10_000);

    // Within a minute of the last write, a request does not write again.
    const recent = new Date(Date.now() - 30_000);
    await setLastSeen(live, recent);
    expect((await verify(live)).statusCode).toBe(200);
    expect((await sessionOf(live))?.lastSeenAt.getTime()).toBe(recent.getTime());
  });

  it("ends a session 7 days after sign-in however recently it was used", async () => {
    expect(t.ctx.config.ADMIN_SESSION_MAX_AGE_HOURS).toBe(7 * 24);
    const setCreated = (token: string, at: Date) =>
      t.ctx.db
        .update(adminSessions)
        .set({ createdAt: at, lastSeenAt: new Date() })
        .where(eq(adminSessions.tokenHash, hashToken(token)));
    const old = await tokenOf();
    await setCreated(old, new Date(Date.now() - sessionMaxAgeMs(t.ctx.config) - 60_000));
    expect((await verify(old)).statusCode).toBe(401);
    const young = await tokenOf();
    await setCreated(young, new Date(Date.now() - sessionMaxAgeMs(t.ctx.config) + 3_600_000));
    expect((await verify(young)).statusCode).toBe(200);
    // A later sign-in clears the expired session away.
    await tokenOf();
    expect(await sessionOf(old)).toBeUndefined();
    expect(await sessionOf(young)).toBeDefined();
  });

  it(`rate-limits sign-in to ${LOGIN_LIMITS.perIpAndUser} attempts a minute per address and username`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUser; i++) {
      expect((await login("Target", `guess-${i}`, "192.0.2.7")).statusCode).toBe(401);
    }
    const blocked = await login(" target ", CREDS.ADMIN_PASSWORD, "192.0.2.7");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another username from the same address is not blocked.
    expect((await login("boss", CREDS.ADMIN_PASSWORD, "192.0.2.7")).statusCode).toBe(200);
  });

  it("bootstrap refuses a guessable or, in production, short password and keeps the old one", async () => {
    for (const [ADMIN_PASSWORD, NODE_ENV] of [
      ["password", "development"],
      ["password1234", "production"],
      ["x7#Lq9!vR2", "production"],
    ] as const) {
      await expect(bootstrapAdmin(t.ctx.db, { ...CREDS, ADMIN_PASSWORD, NODE_ENV })).rejects.toThrow(
        /^ADMIN_PASSWORD: /,
      );
      expect((await login("boss", ADMIN_PASSWORD)).statusCode).toBe(401);
    }
    expect((await login("boss", CREDS.ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("bootstrap re-hashes a changed password and ends that admin's sessions", async () => {
    const token = await tokenOf();
    expect(await bootstrapAdmin(t.ctx.db, CREDS)).toBe("unchanged");
    const changed = { ...CREDS, ADMIN_PASSWORD: "a brand new password" };
    expect(await bootstrapAdmin(t.ctx.db, changed)).toBe("updated");
    expect((await verify(token)).statusCode).toBe(401);
    expect((await login("boss", CREDS.ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await login("boss", changed.ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe.each(dbKinds())("admin session lifetime from configuration on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_SESSION_MAX_AGE_HOURS: "2" });
  });
  afterAll(() => t.close());

  it("ends a session ADMIN_SESSION_MAX_AGE_HOURS after sign-in", async () => {
    const token = await adminToken(t.ctx);
    const verify = () => t.app.inject({ method: "GET", url: "/api/verify-auth", headers: bearer(token) });
    const createdAgo = (ms: number) =>
      t.ctx.db
        .update(adminSessions)
        .set({ createdAt: new Date(Date.now() - ms), lastSeenAt: new Date() })
        .where(eq(adminSessions.tokenHash, hashToken(token)));
    await createdAgo(90 * 60_000);
    expect((await verify()).statusCode).toBe(200);
    await createdAgo(2 * 3_600_000 + 1000);
    expect((await verify()).statusCode).toBe(401);
  });
});

describe.each(dbKinds())("first-start admin on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("creates admin with a random password printed once", async () => {
    const print = vi.fn();
    expect(await bootstrapAdmin(t.ctx.db, {}, print)).toBe("generated");
    expect(print).toHaveBeenCalledTimes(1);
    const password = /Password: (\S+)/.exec(String(print.mock.calls[0]?.[0]))?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(20);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password },
    });
    expect(res.statusCode).toBe(200);

    expect(await bootstrapAdmin(t.ctx.db, {}, print)).toBe("skipped");
    expect(print).toHaveBeenCalledTimes(1);
  });
});
