import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPrescription, prescriptionForm, VALID_FIELDS } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PrescriptionFields } from "#shared/schemas/prescription.ts";

const EMAIL = "log.leak.check@example.com";
const SPHERE = "-3.75";
const NAME = "Zebedee Quartermain";
const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const;

describe.each(dbKinds())("personal data and the log on %s", (kind) => {
  const lines: string[] = [];
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { LOG_LEVEL: "trace" },
      { logStream: { write: (line) => lines.push(line) } },
    );
    // The database refuses one address, so a valid submission with it fails inside the query.
    await t.ctx.db.execute(
      sql.raw(`alter table prescriptions add constraint log_test_refuses check (email <> '${EMAIL}')`),
    );
  });
  afterAll(() => t.close());

  const logSince = (from: number) => lines.slice(from).join("");
  const expectNoValues = (text: string) => {
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(SPHERE);
    expect(text).not.toContain(NAME);
  };
  const failingFields = { ...VALID_FIELDS, fullName: NAME, email: EMAIL, odDistanceSphere: SPHERE };

  it("answers a query that fails on a prescription with 500 and logs the failure without its values", async () => {
    const from = lines.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/prescriptions",
      payload: prescriptionForm(failingFields),
      remoteAddress: `10.9.0.${++ip}`,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal server error", requestId: expect.any(String) });
    const log = logSince(from);
    expect(log).toContain('"type":"DrizzleQueryError"');
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('insert into \\"prescriptions\\"');
    expectNoValues(log);
  });

  it("logs that error without values at every level, as a field, as the argument and as a cause", async () => {
    const error = await insertPrescription(
      t.ctx.db,
      t.ctx.prescriptionKeys,
      PrescriptionFields.parse(failingFields),
      undefined,
    ).then(
      () => null,
      (e: Error) => e,
    );
    if (!error) throw new Error("the insert should have failed");
    expect(`${error.message}${JSON.stringify(error)}`).toContain(EMAIL);

    const from = lines.length;
    const child = t.app.log.child({ reqId: "req-1" });
    for (const level of LEVELS) {
      for (const log of [t.app.log, child]) {
        log[level]({ err: error }, "query failed");
        log[level](error);
        log[level]({ error, orderId: 1 }, error.message);
        log[level](new Error("could not save", { cause: new Error("retry failed", { cause: error }) }));
      }
    }
    const written = lines.slice(from);
    expect(written).toHaveLength(LEVELS.length * 2 * 4);
    expect(written.every((line) => line.includes("DrizzleQueryError"))).toBe(true);
    expectNoValues(written.join(""));
  });

  describe("NUL and lone surrogates in the public forms", () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, remoteAddress: `10.9.1.${++ip}` });
    const refused = async (res: Awaited<ReturnType<typeof post>>, path: string) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.stringContaining(path) });
    };
    const contact = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Hi" };
    const customer = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "07700900123",
      address: "1 High Street",
      city: "Leeds",
      postcode: "LS1 4AB",
      country: "GB",
    };

    it.each(["\u0000", "\ud800"])("refuses %j with 400 and a message, never 500", async (bad) => {
      const from = lines.length;
      await refused(await post("/api/contact-messages", { ...contact, message: `Hi${bad}there` }), "message");
      await refused(await post("/api/contact-messages", { ...contact, name: `Ada${bad}` }), "name");
      await refused(
        await post("/api/discount-signup", { firstName: `Ada${bad}`, email: "a@example.com" }),
        "firstName",
      );
      await refused(
        await post("/api/create-payment-intent", {
          items: [{ productId: 1, quantity: 1 }],
          customer: { ...customer, address: `1 High${bad} Street` },
        }),
        "customer.address",
      );
      const form = await t.app.inject({
        method: "POST",
        url: "/api/prescriptions",
        payload: prescriptionForm({ ...VALID_FIELDS, notes: `scratched${bad}` }),
        remoteAddress: `10.9.2.${++ip}`,
      });
      // Busboy decodes the form as UTF-8, so a lone surrogate arrives as U+FFFD: that is text and is kept.
      if (bad === "\u0000") await refused(form, "notes");
      else expect(form.statusCode).toBe(201);
      expect(logSince(from)).not.toContain('"level":50');
    });
  });
});
