import { describe, expect, it } from "vitest";
import { redisErrorLog } from "./redis.ts";

describe("redisErrorLog", () => {
  it("logs the first error of each outage by its code, never its message", () => {
    const lines: Array<[object, string]> = [];
    const errors = redisErrorLog({ warn: (obj, msg) => lines.push([obj, msg]) }, "chat");
    const refused = Object.assign(new Error("connect ECONNREFUSED redis://user:secret@10.0.0.1"), {
      code: "ECONNREFUSED",
    });
    errors.onError(refused);
    errors.onError(refused);
    expect(lines).toEqual([[{ code: "ECONNREFUSED" }, "chat: redis connection error"]]);

    errors.ready();
    errors.onError(new Error("no code"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual([{ code: "unknown" }, "chat: redis connection error"]);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });
});
