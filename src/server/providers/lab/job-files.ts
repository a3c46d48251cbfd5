import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Keyring } from "#server/lib/keyring.ts";
import { openBytes, sealBytes } from "#server/lib/seal.ts";
import type { MailAttachment } from "#server/providers/mail/index.ts";
import { checkedJobNumber, type LabFiles } from "./types.ts";

const labDir = (dataDir: string) => join(dataDir, "lab");
const EXTENSIONS = [".oma", ".pdf"] as const;

/** The job's two files under DATA_DIR/lab: <job>.oma and <job>.pdf, readable by the owner only. */
export async function writeJobFiles(dataDir: string, jobNumber: string, files: LabFiles): Promise<void> {
  const dir = labDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const base = join(dir, checkedJobNumber(jobNumber));
  await writeFile(`${base}.oma`, files.oma, { mode: 0o600 });
  await writeFile(`${base}.pdf`, files.sheetPdf, { mode: 0o600 });
}

const sealedName = (jobNumber: string, ext: string) => `${checkedJobNumber(jobNumber)}${ext}.sealed`;

/**
 * The job's files waiting for the mail worker, sealed under the prescription key like prescription files
 * (they hold prescription values): DATA_DIR/lab/<job>.oma.sealed and <job>.pdf.sealed.
 */
export async function writeSealedJobFiles(
  dataDir: string,
  keys: Keyring,
  jobNumber: string,
  files: LabFiles,
): Promise<void> {
  const dir = labDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const contents = { ".oma": Buffer.from(files.oma, "utf8"), ".pdf": files.sheetPdf };
  for (const ext of EXTENSIONS) {
    const name = sealedName(jobNumber, ext);
    await writeFile(join(dir, name), sealBytes(keys, contents[ext], `lab:${name}`), { mode: 0o600 });
  }
}

/** The job's files as the email's attachments, opened when the mail worker sends it. */
export async function jobAttachments(
  dataDir: string,
  keys: Keyring,
  jobNumber: string,
): Promise<MailAttachment[]> {
  const [oma, pdf] = await Promise.all(
    EXTENSIONS.map(async (ext) => {
      const name = sealedName(jobNumber, ext);
      return openBytes(keys, await readFile(join(labDir(dataDir), name)), `lab:${name}`);
    }),
  );
  return [
    // The job file as written: its CR LF line ends stay as they are (base64 in the email).
    {
      filename: `${jobNumber}.oma`,
      contentType: "application/octet-stream",
      content: oma ?? Buffer.alloc(0),
    },
    { filename: `${jobNumber}.pdf`, contentType: "application/pdf", content: pdf ?? Buffer.alloc(0) },
  ];
}

/** Every copy of the job's files under DATA_DIR/lab, plain (the sandbox's) and sealed (the email lab's). */
export async function deleteJobFiles(dataDir: string, jobNumber: string): Promise<void> {
  const base = join(labDir(dataDir), checkedJobNumber(jobNumber));
  await Promise.all(
    EXTENSIONS.flatMap((ext) => [
      rm(`${base}${ext}`, { force: true }),
      rm(`${base}${ext}.sealed`, { force: true }),
    ]),
  );
}
