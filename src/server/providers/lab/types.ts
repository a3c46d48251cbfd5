import type { LabJob } from "#server/modules/lab/index.ts";
import type { MailMessage } from "#server/providers/mail/index.ts";

/** What goes to the lab with a job: the DCS job file and the one-page job sheet. */
export interface LabFiles {
  oma: string;
  sheetPdf: Buffer;
}

/** Called when the lab sends a job back (the order then goes to its quality check). */
export type LabReturned = (jobNumber: string) => Promise<void>;

/** The lens lab: a sandbox by default, a real lab by email when configured (LAB_PROVIDER). */
export interface LabProvider {
  readonly name: "sandbox" | "email";
  submit(job: LabJob, files: LabFiles): Promise<{ reference: string }>;
  /**
   * Sets what runs when a job comes back from the lab, replacing the one before (a no-op that logs, until
   * the app registers its own). The sandbox calls it by itself; a real lab's return is recorded by hand.
   */
  onReturned(returned: LabReturned): void;
  /** Cancels what the provider still has pending (the sandbox's timers). */
  close?(): void;
}

/** The shop's mail queue, as the email lab uses it (EmailService). */
export interface LabMailQueue {
  send(kind: "lab_job", message: MailMessage, opts: { dedupeKey: string }): Promise<number | null>;
}

/** Job numbers name files and queue keys: letters, digits and dashes only. */
export function checkedJobNumber(jobNumber: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(jobNumber)) {
    throw new Error("A lab job number is letters, digits and dashes");
  }
  return jobNumber;
}
