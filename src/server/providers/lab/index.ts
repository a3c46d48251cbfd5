import type { Config } from "#server/env.ts";
import type { Keyring } from "#server/lib/keyring.ts";
import { emailLab } from "./email.ts";
import { sandboxLab } from "./sandbox.ts";
import type { LabMailQueue, LabProvider, LabReturned } from "./types.ts";

export { labAttachments } from "./email.ts";
export { deleteJobFiles } from "./job-files.ts";
export type { LabFiles, LabMailQueue, LabProvider, LabReturned } from "./types.ts";

interface LabDeps {
  queue: LabMailQueue;
  keys: Keyring;
  /** Until the app registers its own (`ctx.lab.onReturned`), a returned job is only logged. */
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export function createLabProvider(config: Config, deps: LabDeps): LabProvider {
  if (config.LAB_PROVIDER === "email" && config.LAB_EMAIL) {
    return emailLab({ dataDir: config.dataDir, to: config.LAB_EMAIL, queue: deps.queue, keys: deps.keys });
  }
  const returned: LabReturned = async (jobNumber) => {
    deps.log.info({ jobNumber }, "lab job returned; nothing registered to move its order on");
  };
  return sandboxLab({
    dataDir: config.dataDir,
    delayMs: config.LAB_SANDBOX_DELAY_MS,
    returned,
    onError: (err, jobNumber) => deps.log.error({ err, jobNumber }, "moving a returned lab job on failed"),
  });
}
