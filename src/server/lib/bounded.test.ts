import { describe, expect, it } from "vitest";
import { fulfilsWithin, WaitExceeded, within } from "./bounded.ts";

const never = new Promise<never>(() => {});

describe("within", () => {
  it("gives the promise's value or error when it settles in time", async () => {
    await expect(within(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(within(Promise.reject(new Error("refused")), 1000)).rejects.toThrow("refused");
  });

  it("gives up with a WaitExceeded naming what it waited for, once the time has passed", async () => {
    const started = Date.now();
    const waited = within(never, 50, "greeting");
    await expect(waited).rejects.toBeInstanceOf(WaitExceeded);
    await expect(waited).rejects.toThrow("no greeting in 0.05 s");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("leaves no unhandled rejection when the promise fails after the wait was given up", async () => {
    let fail: (error: Error) => void = () => {};
    const late = new Promise<never>((_, reject) => {
      fail = reject;
    });
    await expect(within(late, 10)).rejects.toBeInstanceOf(WaitExceeded);
    fail(new Error("too late"));
    await new Promise((r) => setTimeout(r, 10));
  });
});

describe("fulfilsWithin", () => {
  it("is true only for a promise that fulfils in time", async () => {
    expect(await fulfilsWithin(Promise.resolve(), 1000)).toBe(true);
    expect(await fulfilsWithin(Promise.reject(new Error("down")), 1000)).toBe(false);
    expect(await fulfilsWithin(never, 20)).toBe(false);
  });
});
