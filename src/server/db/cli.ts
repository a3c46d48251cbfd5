import { rmSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../env.ts";
import { prepareDatabase } from "./bootstrap.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { writePgliteTemplate } from "./pglite-template.ts";
import { seedCatalogue } from "./seed.ts";

const command = process.argv[2];
const config = loadConfig();
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
} else if (command === "template") {
  console.log(`db template: ${await writePgliteTemplate()}`);
} else {
  console.error("usage: db:migrate | db:seed | db:reset | db:template");
  process.exit(1);
}
console.log(`db ${command}: done`);
