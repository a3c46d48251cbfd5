import { describe, expect, it } from "vitest";
import { dbKinds } from "../test-db.ts";
import { useFuzzApp } from "./walk.ts";

describe.each(dbKinds())("fuzzing every public route on %s", (kind) => {
  const fuzz = useFuzzApp(kind);

  it("answers hostile requests without a 5xx, refuses in JSON with a message and logs none of the input", async () => {
    const { walked, failures } = await fuzz.walk((r) => !r.admin);
    expect(failures, `seed ${fuzz.seed}`).toEqual([]);
    if (process.env.FUZZ_ROUTE) return;
    expect(walked.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /api/webhooks/stripe",
        "POST /api/prescriptions",
        "GET /ws",
        "POST /api/login",
      ]),
    );
  }, 600_000);
});
