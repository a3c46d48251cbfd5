import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prescriptions } from "#server/db/schema/index.ts";
import { decodeKey, keyIdOf } from "#server/lib/keyring.ts";
import { faultDatabase } from "#server/test/faults/fault-database.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { TEST_PRESCRIPTION_KEY } from "#server/test/test-keys.ts";
import { findPrescription } from "./repo.ts";
import { readPrescriptionFile } from "./sealing.ts";
import { MINIMAL_PDF } from "./test-files.ts";

const FILE_KEY = "0123456789abcdef0123456789abcdef.pdf";
const LEGACY_ROW = `insert into prescriptions (full_name, email, phone, pupillary_distance, notes, upload_type,
  file_key, file_mime, file_size) values ('Lena Legacy', 'lena@example.com', '07700900111', '61',
  'Written before encryption', 'upload', '${FILE_KEY}', 'application/pdf', ${MINIMAL_PDF.length})`;

/** `npm run rotate-prescription-key`'s command, its output and exit code. */
function rotate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["src/server/db/cli.ts", "rotate-prescription-key"], {
    env: { ...process.env, NODE_ENV: "test", PRESCRIPTION_KEYS_PREVIOUS: "", ...env },
  });
  const output = Promise.all([buffer(child.stdout), buffer(child.stderr)]);
  return new Promise((resolve) =>
    child.once("exit", async (code) => resolve({ code, output: (await output).join("") })),
  );
}

describe.each(dbKinds())("the rotate-prescription-key command on %s", (kind) => {
  let database: Awaited<ReturnType<typeof faultDatabase>>;
  beforeAll(async () => {
    database = await faultDatabase(kind, LEGACY_ROW);
    mkdirSync(join(database.dataDir, "uploads"), { mode: 0o700 });
    writeFileSync(join(database.dataDir, "uploads", FILE_KEY), MINIMAL_PDF, { mode: 0o600 });
  });
  afterAll(() => database.remove());

  it("re-encrypts a legacy row and its file, prints the count, and finds nothing the second time", {
    timeout: 120_000,
  }, async () => {
    const env = { ...database.env, PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY };
    const keyId = keyIdOf(decodeKey(TEST_PRESCRIPTION_KEY) as Buffer);
    expect(await rotate(env)).toEqual({
      code: 0,
      output: `1 prescription(s) re-encrypted under key ${keyId}\n0 second-factor secret(s) re-encrypted under key ${keyId}\ndb rotate-prescription-key: done\n`,
    });
    expect((await rotate(env)).output).toMatch(/^0 prescription\(s\) re-encrypted/);

    const app = await database.open({ PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY });
    try {
      const [first] = await app.ctx.db.select({ id: prescriptions.id }).from(prescriptions);
      const row = await findPrescription(app.ctx.db, app.ctx.prescriptionKeys, first?.id ?? 0);
      expect(row).toMatchObject({ keyId, notes: "Written before encryption", pupillaryDistance: "61" });
      expect(row?.fileKey).not.toBe(FILE_KEY);
      expect(await app.ctx.storage.exists(FILE_KEY)).toBe(false);
      const file = await readPrescriptionFile(app.ctx.storage, row as NonNullable<typeof row>);
      expect((await buffer(file?.stream as NodeJS.ReadableStream)).equals(MINIMAL_PDF)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
