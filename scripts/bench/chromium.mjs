// The system Chromium, headless, with a DevTools port for Lighthouse; one per run, as Lighthouse's CLI does.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "shop-lh-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--no-default-browser-check",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  // Chromium writes the port it chose into the profile.
  const portFile = join(profile, "DevToolsActivePort");
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, "utf8").includes("\n")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("Chromium did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
  const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
  return {
    port,
    async close() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
