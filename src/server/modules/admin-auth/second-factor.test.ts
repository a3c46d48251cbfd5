import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { adminRecoveryCodes, adminUsers, emailOutbox } from "#server/db/schema/index.ts";
import { totpAt } from "#server/lib/totp/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { adminToken, bearer, enrolTestSecondFactor, staffToken, TEST_ADMIN } from "./test-admin.ts";
import { newPerson } from "./test-second-factor.ts";

const STEP = 30_000;

describe.each(dbKinds())("the second factor on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress: `10.9.0.${++ip}` });
  const password = (username: string) => post("/api/login", { username, password: TEST_ADMIN.password });
  const withCode = (challenge: string, code: string) => post("/api/login/second-factor", { challenge, code });
  const codeIn = (secret: string, steps = 0) => totpAt(secret, Date.now() + steps * STEP);
  const challengeOf = async (username: string) => {
    const res = await password(username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondFactor: "required", challenge: expect.any(String) });
    expect(res.json().token).toBeUndefined();
    return res.json().challenge as string;
  };
  /** Only Date is faked, so the database and the app's timers run as usual. */
  const freezeClock = () => vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });

  it("enrols: a QR code and the secret, confirmed by a current code, then ten recovery codes once", async () => {
    const person = await newPerson(t, "owner");
    const token = await adminToken(t.ctx, person.username);
    const other = await adminToken(t.ctx, person.username);
    const start = await post("/api/admin/me/second-factor/enrol", {}, bearer(token));
    expect(start.statusCode).toBe(200);
    const { secret, uri, qrSvg } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    // Nothing takes effect before the confirmation; the secret is kept sealed.
    const [row] = await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.id, person.id));
    expect(row?.totpSecret).toBeNull();
    expect(row?.totpPendingSecret).toMatch(/^v1\./);
    expect(row?.totpPendingSecret).not.toContain(secret);

    const malformed = await post("/api/admin/me/second-factor/confirm", { code: "12ab56" }, bearer(token));
    expect(malformed.statusCode).toBe(400);
    const wrongCode = String((Number(codeIn(secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await post("/api/admin/me/second-factor/confirm", { code: wrongCode }, bearer(token));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/not right/);

    const confirm = await post(
      "/api/admin/me/second-factor/confirm",
      { code: codeIn(secret) },
      bearer(token),
    );
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const stored = await t.ctx.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, person.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.replaceAll("-", ""));
    // Changing the second factor ends the person's other sessions, not this one.
    const verify = (tk: string) =>
      t.app.inject({ method: "GET", url: "/api/verify-auth", headers: bearer(tk) });
    expect((await verify(other)).statusCode).toBe(401);
    expect((await verify(token)).json().secondFactor).toBe("enabled");
    const status = await t.app.inject({
      method: "GET",
      url: "/api/admin/me/second-factor",
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({ state: "enabled", recoveryCodesLeft: 10 });
    // A second enrolment needs the first removed.
    expect((await post("/api/admin/me/second-factor/enrol", {}, bearer(token))).statusCode).toBe(409);
  });

  it("asks for a code after the password; a code signs in once, never twice", async () => {
    freezeClock();
    const person = await newPerson(t, "dispenser");
    const secret = await enrolTestSecondFactor(t.ctx, person.id);
    const challenge = await challengeOf(person.username);
    const code = codeIn(secret);
    const ok = await withCode(challenge, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same code again, on a fresh challenge: refused, and nothing changes.
    const replay = await withCode(await challengeOf(person.username), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/used already/);
    // The challenge is single-use too.
    vi.setSystemTime(Date.now() + STEP);
    expect((await withCode(challenge, codeIn(secret))).statusCode).toBe(401);
  });

  it("refuses a code two steps off, accepts one step either side, and lets a challenge expire", async () => {
    freezeClock();
    const person = await newPerson(t, "owner");
    const secret = await enrolTestSecondFactor(t.ctx, person.id);
    expect((await withCode(await challengeOf(person.username), codeIn(secret, -2))).statusCode).toBe(401);
    expect((await withCode(await challengeOf(person.username), codeIn(secret, 2))).statusCode).toBe(401);
    expect((await withCode(await challengeOf(person.username), codeIn(secret, -1))).statusCode).toBe(200);
    expect((await withCode(await challengeOf(person.username), codeIn(secret, 1))).statusCode).toBe(200);
    const late = await challengeOf(person.username);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const expired = await withCode(late, codeIn(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
  });

  it("lets exactly one of two parallel uses of one code through", async () => {
    freezeClock();
    const person = await newPerson(t, "owner");
    const secret = await enrolTestSecondFactor(t.ctx, person.id);
    const [a, b] = [await challengeOf(person.username), await challengeOf(person.username)];
    const code = codeIn(secret);
    const results = await Promise.all([withCode(a, code), withCode(b, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("signs in with a recovery code once; the second use is refused", async () => {
    const person = await newPerson(t, "owner");
    const token = await adminToken(t.ctx, person.username);
    const { secret } = (await post("/api/admin/me/second-factor/enrol", {}, bearer(token))).json();
    const codes = (
      await post("/api/admin/me/second-factor/confirm", { code: codeIn(secret) }, bearer(token))
    ).json().recoveryCodes as string[];
    const recovery = codes[3] as string;
    const first = await withCode(await challengeOf(person.username), recovery.toUpperCase());
    expect(first.statusCode).toBe(200);
    const again = await withCode(await challengeOf(person.username), recovery);
    expect(again.statusCode).toBe(401);
    const status = await t.app.inject({
      method: "GET",
      url: "/api/admin/me/second-factor",
      headers: bearer(first.json().token),
    });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it("answers malformed codes and challenges with 400 or 401 and a message, never 500", async () => {
    const person = await newPerson(t, "owner");
    await enrolTestSecondFactor(t.ctx, person.id);
    const challenge = await challengeOf(person.username);
    for (const code of ["", "12345", "1234567", "abcdef", "x".repeat(65), "12 34 5"]) {
      const res = await withCode(challenge, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    for (const payload of [
      {},
      { challenge: 1, code: "123456" },
      { challenge: "short", code: "123456" },
      [],
    ]) {
      const res = await post("/api/login/second-factor", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await withCode("a".repeat(43), "123456")).statusCode).toBe(401);
  });

  it("limits wrong codes per person, from any address", async () => {
    const person = await newPerson(t, "owner");
    const secret = await enrolTestSecondFactor(t.ctx, person.id);
    const challenge = await challengeOf(person.username);
    const wrong = String((Number(codeIn(secret)) + 500_000) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) expect((await withCode(challenge, wrong)).statusCode).toBe(401);
    const limited = await withCode(challenge, wrong);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await withCode(challenge, codeIn(secret))).statusCode).toBe(429);
  });

  it("keeps a person whose role needs a second factor to their own session and the enrolment", async () => {
    const person = await newPerson(t, "dispenser");
    const token = await adminToken(t.ctx, person.username);
    // adminToken marks the bootstrap owner; this person is not one.
    await t.ctx.db.update(adminUsers).set({ bootstrapOwner: false }).where(eq(adminUsers.id, person.id));
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
    const verify = await get("/api/verify-auth");
    expect(verify.statusCode).toBe(200);
    expect(verify.json().secondFactor).toBe("must-enrol");
    const refused = await get("/api/prescriptions");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Set up a second factor first");
    expect((await get("/api/admin/me/sessions")).statusCode).toBe(200);
    expect((await post("/api/admin/me/second-factor/enrol", {}, bearer(token))).statusCode).toBe(200);
    // A staff member's role does not need one.
    const staff = await staffToken(t.ctx, "staff", `${person.username}-staff`);
    const staffVerify = await t.app.inject({
      method: "GET",
      url: "/api/verify-auth",
      headers: bearer(staff),
    });
    expect(staffVerify.json().secondFactor).toBe("optional");
  });

  it("lets the bootstrap owner work without a second factor until it enrols one", async () => {
    const token = await adminToken(t.ctx);
    const verify = await t.app.inject({ method: "GET", url: "/api/verify-auth", headers: bearer(token) });
    expect(verify.json().secondFactor).toBe("should-enrol");
    const orders = await t.app.inject({ method: "GET", url: "/api/orders", headers: bearer(token) });
    expect(orders.statusCode).toBe(200);
  });

  it("lets an owner reset another person's second factor: it is gone, their sessions end, they are emailed", async () => {
    const person = await newPerson(t, "dispenser");
    await enrolTestSecondFactor(t.ctx, person.id);
    const theirs = await staffToken(t.ctx, "dispenser", person.username);
    const owner = await staffToken(t.ctx, "owner", "reset-owner");
    const staff = await staffToken(t.ctx, "staff", "reset-staff");
    const url = `/api/admin/staff/${person.id}/second-factor/reset`;
    expect((await post(url, {}, bearer(staff))).statusCode).toBe(403);
    expect((await post("/api/admin/staff/999999/second-factor/reset", {}, bearer(owner))).statusCode).toBe(
      404,
    );
    expect((await post("/api/admin/staff/abc/second-factor/reset", {}, bearer(owner))).statusCode).toBe(400);
    const reset = await post(url, {}, bearer(owner));
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, emailed: true });
    const [row] = await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.id, person.id));
    expect(row?.totpSecret).toBeNull();
    const verify = await t.app.inject({ method: "GET", url: "/api/verify-auth", headers: bearer(theirs) });
    expect(verify.statusCode).toBe(401);
    const mail = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "staff_second_factor_reset"));
    expect(mail.map((m) => m.to)).toContain(`${person.username}@example.com`);
    // Signing in now needs the password only, then the enrolment.
    const again = await password(person.username);
    expect(again.json().token).toEqual(expect.any(String));
  });

  it("removes one's own second factor for a current code, and regenerates recovery codes for one", async () => {
    freezeClock();
    const person = await newPerson(t, "staff");
    const secret = await enrolTestSecondFactor(t.ctx, person.id);
    const token = await adminToken(t.ctx, person.username);
    const regen = await post(
      "/api/admin/me/second-factor/recovery-codes",
      { code: codeIn(secret) },
      bearer(token),
    );
    expect(regen.statusCode).toBe(200);
    expect(regen.json().recoveryCodes).toHaveLength(10);
    // The same code is spent.
    expect(
      (await post("/api/admin/me/second-factor/remove", { code: codeIn(secret) }, bearer(token))).statusCode,
    ).toBe(401);
    vi.setSystemTime(Date.now() + STEP);
    expect(
      (await post("/api/admin/me/second-factor/remove", { code: codeIn(secret) }, bearer(token))).statusCode,
    ).toBe(200);
    const status = await t.app.inject({
      method: "GET",
      url: "/api/admin/me/second-factor",
      headers: bearer(token),
    });
    expect(status.json().state).toBe("optional");
  });
});
