import {
  checkPrescriptionFile,
  PRESCRIPTION_FILE_ACCEPT,
  PRESCRIPTION_MESSAGES,
} from "#shared/schemas/prescription.ts";

export const FILE_INPUT_ACCEPT = [".jpg", ".jpeg", ".png", ".webp", ".pdf", ...PRESCRIPTION_FILE_ACCEPT].join(
  ",",
);

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** JPEG, PNG, WebP or PDF by their first bytes, as the server checks. */
export function hasAllowedSignature(head: Uint8Array): boolean {
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) ||
    startsWith(head, ascii("%PDF-"))
  );
}

export interface FileProblem {
  title: string;
  description: string;
}

/**
 * The browser's check of a chosen file: declared type (or extension when the browser gives none),
 * size, then the content itself, so a renamed file is refused before it is sent.
 */
export async function checkChosenFile(file: File): Promise<FileProblem | null> {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const type = file.type || MIME_BY_EXTENSION[extension] || "";
  const problem = checkPrescriptionFile({ size: file.size, type });
  const invalidType = { title: "Invalid file type", description: PRESCRIPTION_MESSAGES.fileType };
  if (problem === PRESCRIPTION_MESSAGES.fileTooLarge)
    return { title: "File too large", description: problem };
  if (problem) return invalidType;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return hasAllowedSignature(head) ? null : invalidType;
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
