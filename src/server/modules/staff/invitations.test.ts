import { describe, expect, it } from "vitest";
import { dbKinds } from "#server/test/test-db.ts";
import { AuditPage } from "#shared/schemas/audit.ts";
import { InvitationView, StaffList } from "#shared/schemas/staff.ts";
import { useStaffApp } from "./test-staff.ts";

const GOOD_PASSWORD = "copper kettle lantern orchard";

describe.each(dbKinds())("staff invitations on %s", (kind) => {
  const h = useStaffApp(kind);
  const view = (token: string) => h.call("GET", `/api/staff/invitation?token=${token}`);
  const accept = (token: string, password = GOOD_PASSWORD) =>
    h.app().app.inject({ method: "POST", url: "/api/staff/invitation/accept", payload: { token, password } });
  const login = (username: string, password = GOOD_PASSWORD) =>
    h.app().app.inject({ method: "POST", url: "/api/login", payload: { username, password } });

  it("invites a person by email and role; the link sets a password once and the person can sign in", async () => {
    const invited = await h.invite("Dana@Example.com", "dispenser");
    expect(invited.url).toMatch(/\/admin\/invitation\?token=[\w-]{43}$/);
    const listed = StaffList.parse((await h.call("GET", "/api/admin/staff")).json()).people;
    expect(listed.find((p) => p.id === invited.id)).toMatchObject({
      username: "dana@example.com",
      email: "dana@example.com",
      role: "dispenser",
      state: "invited",
      sessions: 0,
    });
    expect(listed.find((p) => p.id === invited.id)?.invitationExpiresAt).not.toBeNull();

    const shown = await view(invited.token);
    expect(shown.statusCode, shown.body).toBe(200);
    const details = InvitationView.parse(shown.json());
    expect(details).toMatchObject({
      name: "Dana Dispenser",
      username: "dana@example.com",
      role: "dispenser",
    });
    const hours = (Date.parse(details.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    expect((await login("dana@example.com")).statusCode).toBe(401);
    const weak = await accept(invited.token, "password1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^Your password /);
    const ok = await accept(invited.token);
    expect(ok.statusCode, ok.body).toBe(200);
    // The owner's invitation and the new person's own acceptance are in the audit trail.
    const trail = await h.call("GET", `/api/admin/audit?entity=staff&entityId=${invited.id}`);
    const rows = AuditPage.parse(trail.json()).entries.map((e) => [e.action, e.actorName]);
    expect(rows).toEqual([
      ["staff.accept", "dana@example.com"],
      ["staff.invite", "admin"],
    ]);
    expect(ok.json()).toEqual({ username: "dana@example.com" });
    expect((await login("dana@example.com")).statusCode).toBe(200);

    const again = await accept(invited.token, "another long passphrase here");
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/used already/);
    expect((await login("dana@example.com", "another long passphrase here")).statusCode).toBe(401);
    expect((await view(invited.token)).statusCode).toBe(410);
  });

  it("refuses forged, malformed, expired, cancelled and disabled-person links, changing nothing", async () => {
    expect((await view("A".repeat(43))).statusCode).toBe(404);
    const malformed = await view("not-a-token");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/invitation link is not valid/);
    expect((await accept("x".repeat(500))).statusCode).toBe(400);

    const expired = await h.invite("late@example.com", "staff", "Lee Late");
    await h.expire(expired.id);
    const late = await accept(expired.token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/expired after 72 hours/);

    const cancelled = await h.invite("cancel@example.com", "staff", "Cal Cancel");
    const cancel = await h.call("POST", `/api/admin/staff/${cancelled.id}/invitation/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().person.state).toBe("disabled");
    expect((await accept(cancelled.token)).statusCode).toBe(410);

    const disabled = await h.invite("gone@example.com", "staff", "Gus Gone");
    expect((await h.call("POST", `/api/admin/staff/${disabled.id}/disable`)).statusCode).toBe(200);
    const refused = await accept(disabled.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toMatch(/withdrawn/);
    expect((await login("gone@example.com")).statusCode).toBe(401);
  });

  it("resends with a new link that replaces the old one, and re-invites a disabled person", async () => {
    const first = await h.invite("resend@example.com", "staff", "Rae Resend");
    const resent = await h.call("POST", `/api/admin/staff/${first.id}/invitation/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await h.invitationLink("resend@example.com");
    expect(second.token).not.toBe(first.token);
    expect((await accept(first.token)).statusCode).toBe(410);
    expect((await accept(second.token)).statusCode).toBe(200);
    const noInvitation = await h.call("POST", `/api/admin/staff/${first.id}/invitation/resend`);
    expect(noInvitation.statusCode).toBe(409);

    const again = await h.call("POST", "/api/admin/staff/invitations", {
      name: "Rae Resend",
      email: "resend@example.com",
      role: "staff",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("resend@example.com already has an admin account");
  });

  it("refuses an unknown role, a bad email and extra fields with a clear message", async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: "A", email: "a@example.com", role: "superuser" }, /Choose a role/],
      [{ name: "A", email: "not an email", role: "staff" }, /valid email address/],
      [{ name: "", email: "a@example.com", role: "staff" }, /Give the person's name/],
      [
        { name: "A\u0000B", email: "a@example.com", role: "staff" },
        /Name contains characters that are not allowed/,
      ],
      [{ name: "A", email: "a@example.com", role: "staff", state: "active" }, /state/],
    ];
    for (const [body, message] of cases) {
      const res = await h.call("POST", "/api/admin/staff/invitations", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const people = StaffList.parse((await h.call("GET", "/api/admin/staff")).json()).people;
    expect(people.some((p) => p.email === "a@example.com")).toBe(false);
  });
});
