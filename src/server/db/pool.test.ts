import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResilientPool } from "./pool.ts";

const SERVER = process.env.TEST_DATABASE_URL;

describe.skipIf(!SERVER)("ResilientPool on PostgreSQL", () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
  });
  afterAll(() => admin.end());

  it("a held client whose connection dies leaves the pool at once, without an unhandled error", async () => {
    const pool = new ResilientPool({ connectionString: SERVER, max: 1 });
    try {
      const held = await pool.connect();
      const pid = (await held.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number;
      await admin.query("SELECT pg_terminate_backend($1)", [pid]);
      await expect.poll(() => pool.totalCount).toBe(0);
      // As after a failed `begin`, the holder never releases it: the one slot is free all the same.
      expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      await expect(held.query("SELECT 1")).rejects.toThrow(/not queryable/);
      // A holder that does release (a transaction's `finally`) changes nothing.
      held.release();
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it("gives clients back to the pool as pg's does, and a second release is ignored", async () => {
    const pool = new ResilientPool({ connectionString: SERVER, max: 1 });
    try {
      const first = await pool.connect();
      first.release();
      first.release();
      const second = await pool.connect();
      expect(second).toBe(first);
      second.release();
      expect(pool.idleCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
