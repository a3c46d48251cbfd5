import { writeJobFiles } from "./job-files.ts";
import type { LabProvider, LabReturned } from "./types.ts";

interface SandboxOptions {
  dataDir: string;
  /** How long the sandbox lab takes to send a job back (LAB_SANDBOX_DELAY_MS). */
  delayMs: number;
  returned: LabReturned;
  /** Where a failed `returned` call is reported (it runs on a timer, with no one to throw to). */
  onError: (error: unknown, jobNumber: string) => void;
}

/**
 * A lab on this machine: it writes the job's files under DATA_DIR/lab and sends the job back after a delay,
 * so a demo order moves through its stages. Its timers never keep the process alive and end on close.
 */
export function sandboxLab(opts: SandboxOptions): LabProvider {
  let returned = opts.returned;
  const pending = new Set<NodeJS.Timeout>();
  return {
    name: "sandbox",
    async submit(job, files) {
      await writeJobFiles(opts.dataDir, job.jobNumber, files);
      const timer = setTimeout(() => {
        pending.delete(timer);
        returned(job.jobNumber).catch((error: unknown) => opts.onError(error, job.jobNumber));
      }, opts.delayMs);
      timer.unref();
      pending.add(timer);
      return { reference: `SBX-LAB-${job.jobNumber}` };
    },
    onReturned(hook) {
      returned = hook;
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
