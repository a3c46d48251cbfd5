import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prescriptions } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PNG_1PX, prescriptionForm, VALID_FIELDS } from "./test-files.ts";

const SPHERE = "Sphere must be between -7.00 and +8.00 in steps of 0.25";
const CYLINDER = "Cylinder must be between -6.00 and +6.00 in steps of 0.25";
const AXIS = "Axis must be a whole number from 0 to 180";
const PD_RANGE = "Pupillary distance must be between 50 and 80 mm";

interface Issue {
  path: string;
  message: string;
}

describe.each(dbKinds())("prescription validation on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const inject = (payload: FormData | string | Buffer | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/prescriptions",
      payload,
      headers,
      remoteAddress: `10.1.0.${++ip}`,
    });
  const post = (fields: Record<string, string>) => inject(prescriptionForm(fields));
  const issuesOf = (body: { issues?: Issue[] }) => body.issues ?? [];

  it.each([
    ["odDistanceSphere", "-7.25", SPHERE],
    ["osDistanceSphere", "+8.25", SPHERE],
    ["odReadingSphere", "1.3", SPHERE],
    ["osReadingSphere", "abc", SPHERE],
    ["odDistanceCylinder", "-6.25", CYLINDER],
    ["osReadingCylinder", "0.10", CYLINDER],
    ["odDistanceAxis", "181", AXIS],
    ["osDistanceAxis", "-1", AXIS],
    ["odReadingAxis", "90.5", AXIS],
    ["pupillaryDistance", "49", PD_RANGE],
    ["pupillaryDistance", "81", PD_RANGE],
    ["pupillaryDistance", "sixty", PD_RANGE],
  ])("refuses %s = %s with its message", async (field, value, message) => {
    const res = await post({ ...VALID_FIELDS, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(`Invalid body: ${field}: ${message}`);
    expect(issuesOf(body)).toEqual([{ path: field, message }]);
  });

  it.each([
    ["odDistanceSphere", "-7.00"],
    ["odDistanceSphere", "+8"],
    ["odDistanceSphere", "Plano"],
    ["odDistanceSphere", ".75"],
    ["odDistanceCylinder", "-6.00"],
    ["odDistanceCylinder", "DS"],
    ["odDistanceAxis", "0"],
    ["odDistanceAxis", "180"],
    ["pupillaryDistance", "50"],
    ["pupillaryDistance", "80"],
    ["pupillaryDistance", "62.5 mm"],
  ])("accepts %s = %s", async (field, value) => {
    // An axis belongs to a cylinder: with DS the axis is left empty.
    const axis = value === "DS" ? { odDistanceAxis: "" } : {};
    expect((await post({ ...VALID_FIELDS, ...axis, [field]: value })).statusCode).toBe(201);
  });

  it("answers missing required fields with their messages, all at once", async () => {
    const res = await post({ uploadType: "manual" });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.json())).toEqual([
      { path: "fullName", message: "Full name is required" },
      { path: "email", message: "Invalid email address" },
      { path: "phone", message: "Phone number is required" },
      { path: "pupillaryDistance", message: "Pupillary distance is required" },
      { path: "eyeTestDate", message: "Eye test date is required" },
    ]);
  });

  it.each([
    ["fullName", "A", "Full name is required"],
    ["fullName", "   ", "Full name is required"],
    ["email", "not-an-email", "Invalid email address"],
    ["phone", "0123", "Phone number is required"],
    ["pupillaryDistance", "", "Pupillary distance is required"],
    ["uploadType", "camera", "Upload type must be manual or upload"],
    ["notes", "x".repeat(2001), "Notes must be at most 2000 characters"],
    ["fullName", "Ada\u0000Lovelace", "Full name contains characters that are not allowed"],
    ["notes", "line\u0000", "Notes contains characters that are not allowed"],
  ])("refuses %s (case %#)", async (field, value, message) => {
    const res = await post({ ...VALID_FIELDS, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.json())).toContainEqual({ path: field, message });
  });

  it("refuses an over-long field value before validation", async () => {
    const res = await post({ ...VALID_FIELDS, notes: "x".repeat(20_000) });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.json())).toEqual([{ path: "notes", message: "The value is too long" }]);
  });

  it("ignores unknown fields", async () => {
    const res = await post({ ...VALID_FIELDS, isAdmin: "true", fileKey: "../../etc/passwd" });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ["JSON", JSON.stringify(VALID_FIELDS), { "content-type": "application/json" }, 415],
    ["broken JSON", "{not json", { "content-type": "application/json" }, 400],
    ["plain text", "hello", { "content-type": "text/plain" }, 415],
    ["XML", "<a/>", { "content-type": "application/xml" }, 415],
    ["no body", undefined, {}, 415],
    ["multipart without a boundary", "--x\r\n", { "content-type": "multipart/form-data" }, 400],
    [
      "truncated multipart",
      '--XyZ\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda',
      { "content-type": "multipart/form-data; boundary=XyZ" },
      400,
    ],
    [
      "garbage multipart",
      "\u0000\u0001garbage",
      { "content-type": "multipart/form-data; boundary=XyZ" },
      400,
    ],
    [
      "a prototype field name",
      '--XyZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XyZ--\r\n',
      { "content-type": "multipart/form-data; boundary=XyZ" },
      400,
    ],
  ] as const)("answers %s with a 4xx JSON error", async (_label, payload, headers, status) => {
    const before = await t.ctx.db.$count(prescriptions);
    const res = await inject(payload, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await t.ctx.db.$count(prescriptions)).toBe(before);
  });

  it("refuses a second file", async () => {
    const form = prescriptionForm({ ...VALID_FIELDS, uploadType: "upload" });
    form.append("prescriptionImage", new Blob([PNG_1PX], { type: "image/png" }), "a.png");
    form.append("other", new Blob([PNG_1PX], { type: "image/png" }), "b.png");
    const res = await inject(form);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Too many files", requestId: expect.any(String) });
  });

  it("refuses too many fields", async () => {
    const form = prescriptionForm(VALID_FIELDS);
    for (let i = 0; i < 40; i++) form.append(`extra${i}`, "x");
    const res = await inject(form);
    expect(res.statusCode).toBe(413);
  });

  it("rate-limits one client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/prescriptions",
        payload: prescriptionForm({ uploadType: "manual" }),
        remoteAddress: "10.9.9.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
