import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite } from "./client.ts";
import { MIGRATIONS_FOLDER, migrate } from "./migrate.ts";
import { seedCatalogue } from "./seed.ts";

/**
 * A migrated and seeded embedded database, dumped once, so that a first start (and every test) loads it
 * instead of running initdb, which is most of a fresh start's time. The file is named after what made
 * it: the PGlite version, the migrations and the seed. Any change to those names a file that is not
 * there, and the start falls back to initdb; migrations and the seed run after loading either way.
 */
const TEMPLATE_DIR = fileURLToPath(new URL("../../../dist/db-template/", import.meta.url));
const HERE = dirname(fileURLToPath(import.meta.url));

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = join(entry.slice(0, entry.lastIndexOf("/dist/")), "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

export function templateKey(): string {
  const hash = createHash("sha256").update(pgliteVersion());
  const files = [
    ...readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => join(MIGRATIONS_FOLDER, name)),
    join(MIGRATIONS_FOLDER, "meta", "_journal.json"),
    join(HERE, "seed.ts"),
    join(HERE, "seed-data.ts"),
  ];
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

const templateFile = () => join(TEMPLATE_DIR, `pglite-${templateKey()}.tar.gz`);

/** initdb, migrate and seed in memory, then dump the data directory. */
export async function makePgliteTemplate(compression: "none" | "gzip"): Promise<Blob> {
  const client = await PGlite.create();
  try {
    const database = fromPglite(client);
    await migrate(database);
    await seedCatalogue(database.db, { demoDiscount: true });
    return await client.dumpDataDir(compression);
  } finally {
    await client.close();
  }
}

/** Writes the template for the current migrations and seed (run by `npm run build`). */
export async function writePgliteTemplate(): Promise<string> {
  const file = templateFile();
  if (existsSync(file)) return file;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  for (const old of readdirSync(TEMPLATE_DIR)) rmSync(join(TEMPLATE_DIR, old), { force: true });
  const dump = await makePgliteTemplate("gzip");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** The template matching the current migrations and seed, or null when it has not been built. */
export function readPgliteTemplate(): Blob | null {
  try {
    const file = templateFile();
    return existsSync(file) ? new Blob([new Uint8Array(readFileSync(file))]) : null;
  } catch {
    return null;
  }
}
