import type { Keyring } from "#server/lib/keyring.ts";
import type { AttachmentSource } from "#server/modules/emails/index.ts";
import { jobAttachments, writeSealedJobFiles } from "./job-files.ts";
import type { LabMailQueue, LabProvider } from "./types.ts";

const KEY_PREFIX = "lab_job:";

interface EmailLabOptions {
  dataDir: string;
  /** The lab's address (LAB_EMAIL). */
  to: string;
  queue: LabMailQueue;
  /** The prescription keys the waiting files are sealed under. */
  keys: Keyring;
}

/**
 * A lab that takes its jobs by email: each job is one email to LAB_EMAIL through the shop's mail queue, with
 * the job file and the job sheet attached. The queue keeps no files, so they wait, sealed, under
 * DATA_DIR/lab and `labAttachments` attaches them at each attempt.
 */
export function emailLab(opts: EmailLabOptions): LabProvider {
  return {
    name: "email",
    async submit(job, files) {
      await writeSealedJobFiles(opts.dataDir, opts.keys, job.jobNumber, files);
      const id = await opts.queue.send(
        "lab_job",
        {
          to: opts.to,
          subject: `Lab job ${job.jobNumber} (order ${job.orderNumber})`,
          text: [
            `Please make lab job ${job.jobNumber} for our order ${job.orderNumber}.`,
            "",
            `${job.jobNumber}.oma is the job in the Data Communication Standard (DCS) format; ${job.jobNumber}.pdf is its job sheet.`,
            "Please quote the job number on the return.",
          ].join("\n"),
        },
        { dedupeKey: `${KEY_PREFIX}${job.jobNumber}` },
      );
      // A job sent before keeps its first email (null: the key was queued already).
      return { reference: id === null ? `${KEY_PREFIX}${job.jobNumber}` : `outbox-${id}` };
    },
    // A real lab's return is recorded by the admin, through the order module: nothing here calls back.
    onReturned() {},
  };
}

/** The mail queue's attachment source: a lab job's email takes its two files from DATA_DIR/lab. */
export function labAttachments(dataDir: string, keys: Keyring): AttachmentSource {
  return async (email) => {
    if (email.kind !== "lab_job" || !email.dedupeKey?.startsWith(KEY_PREFIX)) return undefined;
    return jobAttachments(dataDir, keys, email.dedupeKey.slice(KEY_PREFIX.length));
  };
}
