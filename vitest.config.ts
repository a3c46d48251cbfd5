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
    maxWorkers: 2,
  },
});
