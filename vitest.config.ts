import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    globalSetup: ["src/server/test/global-setup.ts"],
    setupFiles: ["src/test-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A test that fails is run once more; the summary of `npm test` names every test that needed it.
    retry: 1,
    pool: "forks",
    // Each worker keeps its modules from one test file to the next: importing the server again for every file
    // was a third of the suite's time. Tests share no module state (each builds its own app and database).
    isolate: false,
    maxWorkers: 2,
  },
});
