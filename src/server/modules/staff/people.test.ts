import { describe, expect, it } from "vitest";
import { bearer } from "#server/modules/admin-auth/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { StaffList } from "#shared/schemas/staff.ts";
import { useStaffApp } from "./test-staff.ts";

describe.each(dbKinds())("the owner's staff management on %s", (kind) => {
  const h = useStaffApp(kind);
  const people = async () => StaffList.parse((await h.call("GET", "/api/admin/staff")).json()).people;
  const idOf = async (username: string) => (await people()).find((p) => p.username === username)?.id ?? 0;

  it("keeps the last active owner: it cannot be demoted or disabled", async () => {
    const ownerId = await idOf("admin");
    const demote = await h.call("POST", `/api/admin/staff/${ownerId}/role`, { role: "staff" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/at least one active owner/);
    expect((await h.call("POST", `/api/admin/staff/${ownerId}/disable`)).statusCode).toBe(409);
    expect((await people()).find((p) => p.id === ownerId)).toMatchObject({ role: "owner", state: "active" });
  });

  it("changes a role, and two owners demoting each other at once leave one owner", async () => {
    const secondToken = await h.tokenOf("owner", "second-owner");
    const second = await idOf("second-owner");
    const first = await idOf("admin");
    const both = await Promise.all([
      h.call("POST", `/api/admin/staff/${first}/role`, { role: "staff" }, secondToken),
      h.call("POST", `/api/admin/staff/${second}/role`, { role: "staff" }),
    ]);
    // One wins. The other is refused as the last owner (409), or, when the winner demoted its sender
    // first, because its sender is no longer an owner at all (403).
    const statuses = both.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain(statuses.find((s) => s !== 200));
    // Whoever is still the owner puts the other back.
    const firstKept = both[1]?.statusCode === 200;
    const token = firstKept ? undefined : secondToken;
    const listed = StaffList.parse((await h.call("GET", "/api/admin/staff", undefined, token)).json()).people;
    expect(listed.filter((p) => p.role === "owner" && p.state === "active").map((p) => p.id)).toEqual([
      firstKept ? first : second,
    ]);
    const back = await h.call(
      "POST",
      `/api/admin/staff/${firstKept ? second : first}/role`,
      { role: "owner" },
      token,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().person.role).toBe("owner");
  });

  it("disabling a person ends their sessions at their next request; enabling lets them sign in again", async () => {
    const token = await h.tokenOf("staff", "packer");
    const id = await idOf("packer");
    const before = await h.app().app.inject({ method: "GET", url: "/api/orders", headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    expect((await people()).find((p) => p.id === id)?.sessions).toBeGreaterThan(0);

    const disabled = await h.call("POST", `/api/admin/staff/${id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().person).toMatchObject({ state: "disabled", sessions: 0 });
    const after = await h.app().app.inject({ method: "GET", url: "/api/orders", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect((await h.call("POST", `/api/admin/staff/${id}/disable`)).statusCode).toBe(409);
    const login = () =>
      h.app().app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "packer", password: "test-admin-password" },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await h.call("POST", `/api/admin/staff/${id}/enable`)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it("ends anyone's sessions, and answers 403 to a staff member and 404 for nobody", async () => {
    const token = await h.tokenOf("dispenser", "lens-dispenser");
    const id = await idOf("lens-dispenser");
    const ended = await h.call("POST", `/api/admin/staff/${id}/end-sessions`);
    expect(ended.statusCode).toBe(200);
    expect(
      (await h.app().app.inject({ method: "GET", url: "/api/verify-auth", headers: bearer(token) }))
        .statusCode,
    ).toBe(401);

    const staff = await h.tokenOf("staff", "nosy-staff");
    const nosy = await h.call("POST", `/api/admin/staff/${id}/role`, { role: "owner" }, staff);
    expect(nosy.statusCode).toBe(403);
    expect((await people()).find((p) => p.id === id)?.role).toBe("dispenser");
    expect((await h.call("POST", "/api/admin/staff/999999/disable")).statusCode).toBe(404);
    expect((await h.call("POST", "/api/admin/staff/abc/disable")).statusCode).toBe(400);
    expect((await h.call("POST", `/api/admin/staff/${id}/role`, { role: "root" })).statusCode).toBe(400);
  });
});
