/** Tiny real files for the upload tests. */

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489" +
    "0000000d4944415478da63f8cfc0f01f0005000201a1d6b8b10000000049454e44ae426082",
  "hex",
);

/** A minimal one-page PDF. */
export const MINIMAL_PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n"),
);

/** JPEG and WebP signatures followed by filler: enough for content sniffing. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
  Buffer.alloc(64),
]);
export const WEBP_HEAD = Buffer.from(
  "RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11",
  "latin1",
);

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A multipart body as the web form sends it: text fields, then the optional file. */
export function prescriptionForm(
  fields: Record<string, string>,
  file?: UploadFile,
  fileField = "prescriptionImage",
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** An eye-test date `days` before today, as the form's date input sends it. */
export const eyeTestDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const VALID_FIELDS = {
  fullName: "Ada Lovelace",
  email: "ada@example.co.uk",
  phone: "+44 7700 900123",
  odDistanceSphere: "-2.25",
  odDistanceCylinder: "-0.50",
  odDistanceAxis: "90",
  osDistanceSphere: "+1.00",
  osDistanceCylinder: "",
  osDistanceAxis: "",
  odReadingSphere: "",
  odReadingCylinder: "",
  odReadingAxis: "",
  osReadingSphere: "",
  osReadingCylinder: "",
  osReadingAxis: "",
  pupillaryDistance: "63",
  eyeTestDate: eyeTestDaysAgo(60),
  prescriber: "High Street Opticians",
  notes: "Left lens slightly scratched on the old pair",
  uploadType: "manual",
} as const;
