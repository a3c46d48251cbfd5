import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** A port nobody listens on now (for the server, or for a Redis that is not there). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** The real server, `node src/server/main.ts`, in its own process: it can be killed like production's. */
export interface ServerProcess {
  url: string;
  /** What it printed, for a failure's message. */
  output: string[];
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

async function untilReady(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited ${child.exitCode}:\n${output.join("").slice(-3000)}`);
    const up = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after 90 s:\n${output.join("").slice(-3000)}`);
}

/** Starts the server with the project's Node and only the given environment, and waits for /readyz. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await closedPort();
  const output: string[] = [];
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: unknown) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilReady(url, child, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
