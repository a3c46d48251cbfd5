// `npm start`: install when needed, build when stale, then serve (the server migrates and seeds).
import { existsSync } from "node:fs";
import { buildStale, dependenciesStale, install, PROJECT_NODE, run, start } from "./lib.mjs";

if (dependenciesStale()) install();
if (!existsSync(PROJECT_NODE)) {
  console.error("The project's Node 24 is missing from node_modules; run npm install.");
  process.exit(1);
}
if (buildStale()) {
  console.log("Building the web app...");
  const status = run("npm", ["run", "build"]);
  if (status !== 0) process.exit(status);
}
const server = start(PROJECT_NODE, ["src/server/main.ts"]);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
