// Helpers shared by the start, test and bench scripts. Plain Node: these run before dependencies exist.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
const BIN = join(ROOT, "node_modules", ".bin");
export const PROJECT_NODE = join(BIN, "node");

export function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of any file under the given paths. */
export function newest(paths) {
  let best = 0;
  const walk = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== "node_modules") walk(join(p, name));
    } else if (st.mtimeMs > best) best = st.mtimeMs;
  };
  for (const p of paths) walk(join(ROOT, p));
  return best;
}

export function dependenciesStale() {
  const marker = join(ROOT, "node_modules", ".package-lock.json");
  if (!existsSync(marker) || !existsSync(PROJECT_NODE)) return true;
  return Math.max(mtime(join(ROOT, "package.json")), mtime(join(ROOT, "package-lock.json"))) > mtime(marker);
}

export function install() {
  console.log("Installing dependencies...");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildStale() {
  const built = Math.min(
    mtime(join(ROOT, "dist", "web", "index.html")),
    mtime(join(ROOT, "dist", "ssr", "entry-server.js")),
  );
  // The embedded database's template, which the build dumps last (kept when its inputs are unchanged).
  if (!built || !mtime(join(ROOT, "dist", "db-template"))) return true;
  return (
    newest([
      "src/web",
      "src/shared",
      "public",
      "scripts/images",
      "scripts/images.mjs",
      "vite.config.ts",
      "package-lock.json",
      // The embedded database's template (src/server/db/pglite-template.ts).
      "src/server/db/migrations",
      "src/server/db/seed.ts",
      "src/server/db/seed-data.ts",
    ]) > built
  );
}

/** Environment with the project's Node 24 and tools first on PATH. */
function projectEnv(extra = {}) {
  return { ...process.env, PATH: `${BIN}:${process.env.PATH}`, ...extra };
}

export function run(cmd, args, { env, ...opts } = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts, env: projectEnv(env) });
  return result.status ?? 1;
}

export function start(cmd, args, { env, ...opts } = {}) {
  return spawn(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts, env: projectEnv(env) });
}
