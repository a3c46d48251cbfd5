import { rmSync } from "node:fs";
import { join } from "node:path";
import { resealSecondFactorSecrets } from "#server/modules/admin-auth/index.ts";
import { rotatePrescriptionKey } from "#server/modules/prescriptions/index.ts";
import { ConfigError, loadConfig } from "../env.ts";
import { safeError } from "../lib/log-errors.ts";
import { prescriptionKeyring } from "../lib/prescription-keys.ts";
import { createStorage, sealedStorage } from "../providers/storage/index.ts";
import { prepareDatabase } from "./bootstrap.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { writePgliteTemplate } from "./pglite-template.ts";
import { seedCatalogue } from "./seed.ts";

const command = process.argv[2];
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A bad variable is one message naming it, as at the server's start.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const target = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir };

if (command === "migrate") {
  const database = await openDatabase(target);
  await migrate(database);
  await database.close();
} else if (command === "seed") {
  const database = await openDatabase(target);
  await seedCatalogue(database.db, { demoDiscount: database.kind === "pglite" });
  await database.close();
} else if (command === "reset") {
  if (config.DATABASE_URL) {
    console.error("db:reset only resets the embedded database; drop a PostgreSQL database yourself.");
    process.exit(1);
  }
  rmSync(join(config.dataDir, "pglite"), { recursive: true, force: true });
  const database = await prepareDatabase(target);
  await database.close();
} else if (command === "rotate-prescription-key") {
  const database = await openDatabase(target);
  try {
    const prescriptionKeys = prescriptionKeyring(config, (message) => console.warn(message));
    const storage = sealedStorage(createStorage(config), prescriptionKeys);
    const { rotated, missingFiles } = await rotatePrescriptionKey({
      db: database.db,
      storage,
      prescriptionKeys,
    });
    console.log(`${rotated} prescription(s) re-encrypted under key ${prescriptionKeys.currentId}`);
    const secrets = await resealSecondFactorSecrets({ db: database.db, prescriptionKeys });
    console.log(`${secrets} second-factor secret(s) re-encrypted under key ${prescriptionKeys.currentId}`);
    if (missingFiles > 0) console.warn(`${missingFiles} of them had a file already missing from storage`);
  } catch (error) {
    // e.g. a record under a key that is not configured: the message names the key id, never the data.
    const reason = error instanceof Error ? safeError(error).message : "unknown error";
    console.error(`rotate-prescription-key stopped: ${reason}`);
    console.error("Rows done so far stay done; run it again once this is fixed.");
    process.exitCode = 1;
  } finally {
    await database.close();
  }
} else if (command === "template") {
  console.log(`db template: ${await writePgliteTemplate()}`);
} else {
  console.error("usage: db:migrate | db:seed | db:reset | db:template | rotate-prescription-key");
  process.exit(1);
}
if (!process.exitCode) console.log(`db ${command}: done`);
