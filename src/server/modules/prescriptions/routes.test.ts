import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prescriptions } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { findPrescription } from "./repo.ts";
import {
  JPEG_HEAD,
  MINIMAL_PDF,
  PNG_1PX,
  prescriptionForm,
  type UploadFile,
  VALID_FIELDS,
  WEBP_HEAD,
} from "./test-files.ts";

const BAD_TYPE = "Please upload a JPEG, PNG, WebP image or PDF document.";
const TOO_LARGE = "Please upload an image smaller than 5MB.";

describe.each(dbKinds())("POST /api/prescriptions on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  // A fresh client address per request keeps the route's rate limit out of these tests.
  const post = (payload: FormData | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/prescriptions",
      payload,
      headers,
      remoteAddress: `10.0.0.${++ip}`,
    });
  const upload = (file: UploadFile, fields: Record<string, string> = {}) =>
    post(prescriptionForm({ ...VALID_FIELDS, uploadType: "upload", ...fields }, file));
  const rowOf = async (id: number) => {
    const row = await findPrescription(t.ctx.db, t.ctx.prescriptionKeys, id);
    if (!row) throw new Error(`no prescription ${id}`);
    return row;
  };
  const uploadsDir = () => join(t.dataDir, "uploads");

  it("stores a manual submission, blank values as null", async () => {
    const res = await post(prescriptionForm(VALID_FIELDS));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toBeGreaterThan(0);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      fullName: "Ada Lovelace",
      email: "ada@example.co.uk",
      phone: "+44 7700 900123",
      odDistanceSphere: "-2.25",
      odDistanceCylinder: "-0.50",
      odDistanceAxis: "90",
      osDistanceSphere: "+1.00",
      osDistanceCylinder: null,
      odReadingSphere: null,
      pupillaryDistance: "63",
      notes: "Left lens slightly scratched on the old pair",
      uploadType: "manual",
      fileKey: null,
      fileMime: null,
      fileSize: null,
    });
  });

  it("accepts only the required fields", async () => {
    const { fullName, email, phone, pupillaryDistance, eyeTestDate } = VALID_FIELDS;
    const res = await post(prescriptionForm({ fullName, email, phone, pupillaryDistance, eyeTestDate }));
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().id)).toMatchObject({
      uploadType: "manual",
      notes: null,
      osReadingAxis: null,
    });
  });

  it.each([
    ["PNG", PNG_1PX, "image/png", "png"],
    ["PDF", MINIMAL_PDF, "application/pdf", "pdf"],
    ["JPEG", JPEG_HEAD, "image/jpeg", "jpg"],
    ["WebP", WEBP_HEAD, "image/webp", "webp"],
  ] as const)(
    "stores a %s privately and encrypted under DATA_DIR/uploads",
    async (_label, bytes, mime, ext) => {
      // The declared type and name are ignored: the content decides.
      const res = await upload({ bytes, name: "my prescription.bin", type: "application/octet-stream" });
      expect(res.statusCode).toBe(201);
      const row = await rowOf(res.json().id);
      expect(row.uploadType).toBe("upload");
      expect(row.fileMime).toBe(mime);
      expect(row.fileSize).toBe(bytes.length);
      expect(row.fileKey).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      const path = join(uploadsDir(), row.fileKey as string);
      expect(readFileSync(path).includes(bytes)).toBe(false);
      const opened = await t.ctx.storage.get(row.fileKey as string);
      expect((await buffer(opened?.stream as NodeJS.ReadableStream)).equals(bytes)).toBe(true);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(statSync(uploadsDir()).mode & 0o777).toBe(0o700);
      expect(await t.ctx.storage.exists(row.fileKey as string)).toBe(true);
      // Nothing public serves it.
      for (const url of [`/${row.fileKey}`, `/uploads/${row.fileKey}`, `/data/uploads/${row.fileKey}`]) {
        const got = await t.app.inject({ method: "GET", url });
        expect(got.rawPayload.equals(bytes)).toBe(false);
      }
    },
  );

  it("ignores a file in manual mode", async () => {
    const res = await post(
      prescriptionForm(VALID_FIELDS, { bytes: PNG_1PX, name: "rx.png", type: "image/png" }),
    );
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().id)).fileKey).toBeNull();
  });

  it("accepts upload mode without a file", async () => {
    const res = await post(prescriptionForm({ ...VALID_FIELDS, uploadType: "upload" }));
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().id)).toMatchObject({ uploadType: "upload", fileKey: null });
  });

  it.each([
    ["a renamed text file", Buffer.from("just some text, honestly a PNG"), "rx.png", "image/png"],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "rx.svg",
      "image/svg+xml",
    ],
    ["an HTML page", Buffer.from("<!doctype html><html><body>hi</body></html>"), "rx.pdf", "application/pdf"],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "rx.gif", "image/gif"],
    ["a ZIP", Buffer.from("504b0304140000000000", "hex"), "rx.jpg", "image/jpeg"],
    ["an empty file", Buffer.alloc(0), "rx.png", "image/png"],
  ])("refuses %s with 415 and its message, storing nothing", async (_label, bytes, name, type) => {
    const before = await t.ctx.db.$count(prescriptions);
    const res = await upload({ bytes, name, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: BAD_TYPE, requestId: expect.any(String) });
    expect(await t.ctx.db.$count(prescriptions)).toBe(before);
  });

  it("refuses a 6 MB file with 413 and its message", async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]);
    const before = await t.ctx.db.$count(prescriptions);
    const res = await upload({ bytes: big, name: "big.png", type: "image/png" });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE, requestId: expect.any(String) });
    expect(await t.ctx.db.$count(prescriptions)).toBe(before);
  });

  it("accepts a file of exactly 5 MB", async () => {
    const bytes = Buffer.concat([MINIMAL_PDF, Buffer.alloc(5 * 1024 * 1024 - MINIMAL_PDF.length, 0x20)]);
    const res = await upload({ bytes, name: "scan.pdf", type: "application/pdf" });
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().id)).fileSize).toBe(5 * 1024 * 1024);
  });
});
