import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { prescriptions } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { AdminPrescription } from "#shared/schemas/admin.ts";
import { FileLinkSigner } from "./admin-file-links.ts";
import { PNG_1PX } from "./test-files.ts";

const SECRET = "a-test-secret-that-is-long-enough-to-use";

describe.each(dbKinds())("admin prescriptions and file links on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let withFile: number;
  let withoutFile: number;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { FILE_LINK_SECRET: SECRET });
    auth = bearer(await adminToken(t.ctx));
    // Rows inserted as they were before encryption (key_id null): values and file plain.
    key = await t.ctx.storage.plain.put(PNG_1PX, "image/png");
    const base = {
      fullName: "Ada Runner",
      email: "ada@example.com",
      phone: "07700900000",
      pupillaryDistance: "63",
    };
    const rows = await t.ctx.db
      .insert(prescriptions)
      .values([
        {
          ...base,
          odDistanceSphere: "-2.25",
          uploadType: "upload",
          fileKey: key,
          fileMime: "image/png",
          fileSize: 70,
        },
        { ...base, fullName: "Bo Cyclist", notes: "Reading glasses too" },
      ])
      .returning({ id: prescriptions.id });
    withFile = rows[0]?.id ?? 0;
    withoutFile = rows[1]?.id ?? 0;
  });
  afterAll(() => t.close());

  const get = (url: string, headers = auth) => t.app.inject({ method: "GET", url, headers });
  const linkFor = async (id: number) => (await get(`/api/prescription-file/${id}`)).json().url as string;

  it("lists prescription forms in snake_case, with no storage key or public path", async () => {
    const res = await get("/api/prescriptions");
    expect(res.statusCode).toBe(200);
    const list = z.array(AdminPrescription).parse(res.json());
    const byId = new Map(list.map((p) => [p.id, p]));
    expect(byId.get(withFile)).toMatchObject({
      full_name: "Ada Runner",
      od_distance_sphere: "-2.25",
      os_distance_sphere: null,
      pupillary_distance: "63",
      prescription_image_url: `/api/prescription-file/${withFile}`,
      prescription_file_type: "image/png",
    });
    expect(byId.get(withoutFile)).toMatchObject({
      prescription_image_url: null,
      notes: "Reading glasses too",
    });
    expect(res.body).not.toContain(key);
  });

  it("hands out a short-lived link and streams the file inline with nosniff", async () => {
    const res = await get(`/api/prescription-file/${withFile}`);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json();
    expect(url).toMatch(/^\/api\/prescription-files\/[0-9a-f]{32}\.png\?expires=\d+&sig=[\w-]{43}$/);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);

    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("no-store");
    expect(file.headers["content-disposition"]).toBe(`inline; filename="prescription-${withFile}.png"`);

    const head = await t.app.inject({ method: "HEAD", url, headers: auth });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("answers 404 with its message when there is no file", async () => {
    const res = await get(`/api/prescription-file/${withoutFile}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No prescription file uploaded.");
    expect((await get("/api/prescription-file/999999")).statusCode).toBe(404);
    expect((await get("/api/prescription-file/abc")).statusCode).toBe(400);
  });

  it("needs the admin token for the link and for the file", async () => {
    expect((await get(`/api/prescription-file/${withFile}`, {})).statusCode).toBe(401);
    const url = await linkFor(withFile);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: "HEAD", url })).statusCode).toBe(401);
  });

  it("refuses tampered, missing and expired signatures", async () => {
    const url = await linkFor(withFile);
    const tampered = url.replace(/sig=(.)/, (_m, c) => `sig=${c === "A" ? "B" : "A"}`);
    expect((await get(tampered)).statusCode).toBe(403);
    expect((await get(url.replace(/&sig=.*/, ""))).statusCode).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`);
    expect((await get(later)).statusCode).toBe(403);

    const past = new FileLinkSigner(SECRET, () => Date.now() - 10 * 60_000).sign(key);
    const expired = await get(past.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
  });

  it("refuses path tricks with 4xx, even when correctly signed", async () => {
    const signer = new FileLinkSigner(SECRET);
    const signedQuery = (k: string) => signer.sign(k).url.split("?")[1];
    const tricks = [
      "..%2f..%2fetc%2fpasswd",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "..%252f..%252fetc%252fpasswd",
      "%2Fetc%2Fpasswd",
      "..%5c..%5cwindows%5cwin.ini",
      `${key}%2f..`,
      "....%2f%2f",
    ];
    for (const trick of tricks) {
      const res = await get(`/api/prescription-files/${trick}?${signedQuery(decodeURIComponent(trick))}`);
      expect(res.statusCode, trick).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, trick).toBeLessThan(500);
    }
    for (const raw of ["/api/prescription-files/../../etc/passwd", "/api/prescription-files//etc/passwd"]) {
      const res = await get(`${raw}?expires=1&sig=x`);
      expect(res.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
  });

  it("answers 404 for a key no prescription owns and for a file gone from storage", async () => {
    const signer = new FileLinkSigner(SECRET);
    const stranger = await t.ctx.storage.put(PNG_1PX, "image/png");
    expect((await get(signer.sign(stranger).url)).statusCode).toBe(404);

    const url = await linkFor(withFile);
    await t.ctx.storage.delete(key);
    const gone = await get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Prescription image file is missing");
    expect((await t.app.inject({ method: "HEAD", url, headers: auth })).statusCode).toBe(404);
  });
});
