import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailAttachment } from "#server/providers/mail/index.ts";
import { checkedJobNumber, type LabFiles } from "./types.ts";

const labDir = (dataDir: string) => join(dataDir, "lab");

/** The job's two files under DATA_DIR/lab: <job>.oma and <job>.pdf (they hold prescriptions: owner only). */
export async function writeJobFiles(dataDir: string, jobNumber: string, files: LabFiles): Promise<string[]> {
  const dir = labDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const paths = [".oma", ".pdf"].map((ext) => join(dir, `${checkedJobNumber(jobNumber)}${ext}`));
  const [oma, pdf] = paths as [string, string];
  await writeFile(oma, files.oma, { mode: 0o600 });
  await writeFile(pdf, files.sheetPdf, { mode: 0o600 });
  return paths;
}

/** The job's files as the email's attachments, read back when the mail worker sends it. */
export async function jobAttachments(dataDir: string, jobNumber: string): Promise<MailAttachment[]> {
  const base = join(labDir(dataDir), checkedJobNumber(jobNumber));
  return [
    // The job file as written: its CR LF line ends stay as they are (base64 in the email).
    {
      filename: `${jobNumber}.oma`,
      contentType: "application/octet-stream",
      content: await readFile(`${base}.oma`),
    },
    { filename: `${jobNumber}.pdf`, contentType: "application/pdf", content: await readFile(`${base}.pdf`) },
  ];
}
