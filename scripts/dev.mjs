// `npm run dev`: the API server with reload on port 3000 and Vite's dev server on 5173.
import { PROJECT_NODE, start } from "./lib.mjs";

const server = start(PROJECT_NODE, [
  "--watch-path=src/server",
  "--watch-path=src/shared",
  "src/server/main.ts",
]);
const vite = start("vite", []);
const stop = () => {
  server.kill("SIGTERM");
  vite.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
server.on("exit", stop);
vite.on("exit", stop);
