import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { redactLogCall, safeError } from "./log-errors.ts";

const EMAIL = "ada.secret@example.com";
const SPHERE = "-3.75";

/** What pg throws for a check violation: the failing row, values and all, in `detail`. */
function pgCheckViolation(): Error {
  return Object.assign(new Error('new row for relation "prescriptions" violates check constraint "x"'), {
    name: "error",
    severity: "ERROR",
    code: "23514",
    detail: `Failing row contains (1, Ada, ${EMAIL}, ${SPHERE}).`,
    where: `SQL statement "insert ... values ('${EMAIL}')"`,
    parameters: [EMAIL, SPHERE],
    table: "prescriptions",
    constraint: "x",
  });
}

describe("safeError", () => {
  it("keeps a failed query's class, SQL, code and stack, and none of its values, through its causes", () => {
    const error = new DrizzleQueryError(
      'insert into "prescriptions" ("email", "od_distance_sphere") values ($1, $2)',
      [EMAIL, SPHERE],
      pgCheckViolation(),
    );
    const logged = safeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(SPHERE);
    expect(logged).toMatchObject({
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "prescriptions" ("email", "od_distance_sphere") values ($1, $2)',
      query: 'insert into "prescriptions" ("email", "od_distance_sphere") values ($1, $2)',
      cause: { type: "Error", code: "23514", severity: "ERROR", table: "prescriptions", constraint: "x" },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert.*\$2\)\n\s+at /);
    expect(logged.cause).not.toHaveProperty("detail");
    expect(logged.cause).not.toHaveProperty("where");
    expect(logged.cause).not.toHaveProperty("parameters");
  });

  it("cuts quoted input out of database and JSON messages, in the message and the stack", () => {
    const pg = Object.assign(new Error(`invalid input syntax for type integer: "${EMAIL}"`), {
      severity: "ERROR",
      code: "22P02",
    });
    const short = "ada@x.co";
    let json = new Error("parsed");
    try {
      JSON.parse(short);
    } catch (error) {
      json = error as Error;
    }
    expect(json.message).toContain(short);
    expect(JSON.stringify(safeError(json))).not.toContain(short);
    for (const error of [pg, json]) {
      const logged = safeError(error);
      expect(JSON.stringify(logged)).not.toContain(EMAIL);
      expect(logged.stack).toContain("    at ");
    }
    expect(safeError(pg).message).toBe('invalid input syntax for type integer: "…"');
  });

  it("drops any field it does not know, and stops following causes after five", () => {
    let error: Error = Object.assign(new Error("deepest"), { body: { email: EMAIL }, code: "E1" });
    for (let i = 0; i < 10; i++) error = new Error(`level ${i}`, { cause: error });
    let logged = safeError(error);
    let depth = 0;
    while (logged.cause) {
      logged = logged.cause;
      depth++;
    }
    expect(depth).toBe(5);
    expect(
      JSON.stringify(safeError(Object.assign(new Error("x"), { body: { email: EMAIL } }))),
    ).not.toContain(EMAIL);
  });
});

describe("redactLogCall", () => {
  it("makes errors safe wherever they stand in the call, and replaces a message that repeats one", () => {
    const error = new DrizzleQueryError("select $1", [EMAIL], new Error("boom"));
    const calls = [
      redactLogCall([error]),
      redactLogCall([{ err: error, orderId: 3 }, "request failed"]),
      redactLogCall([{ error }, error.message]),
    ];
    for (const call of calls) expect(JSON.stringify(call)).not.toContain(EMAIL);
    expect(calls[0]).toEqual([
      { err: expect.objectContaining({ type: "DrizzleQueryError" }) },
      "Failed query: select $1",
    ]);
    expect(calls[1]?.[0]).toMatchObject({ orderId: 3 });
    expect(redactLogCall([{ a: 1 }, "plain"])).toEqual([{ a: 1 }, "plain"]);
  });
});
