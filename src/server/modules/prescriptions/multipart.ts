import type { FastifyRequest } from "fastify";
import { HttpError, invalid } from "#server/lib/http-error.ts";
import { PRESCRIPTION_FILE_MAX_BYTES } from "#shared/catalogue.ts";
import {
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_MESSAGES,
  PrescriptionFields,
} from "#shared/schemas/prescription.ts";
import { PRESCRIPTION_ORDER_FIELD } from "#shared/schemas/prescription-links.ts";
import { QUERY_TOKEN_FIELD } from "#shared/schemas/prescription-work.ts";

/** Busboy limits for the prescription form; a file may be at most 5 MB. */
export const PRESCRIPTION_MULTIPART_LIMITS = {
  fileSize: PRESCRIPTION_FILE_MAX_BYTES,
  files: 1,
  fields: 30,
  parts: 40,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** The form's fields and the signed link's token (or a query's, for a corrected prescription). */
const KNOWN_FIELDS = new Set([
  ...Object.keys(PrescriptionFields.shape),
  PRESCRIPTION_ORDER_FIELD,
  QUERY_TOKEN_FIELD,
]);

export interface PrescriptionForm {
  fields: Record<string, string>;
  file?: Buffer;
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

/**
 * Reads the multipart body: the known text fields (first value wins, others are ignored) and the
 * prescription file. Nothing here is logged: the values and the file name are health data.
 */
export async function readPrescriptionForm(request: FastifyRequest): Promise<PrescriptionForm> {
  if (!request.isMultipart()) throw new HttpError(415, "The request must be multipart/form-data");
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        // An empty file input sends a part with no name and no bytes: treat it as no file.
        if (part.fieldname === PRESCRIPTION_FILE_FIELD && !file && (data.length > 0 || part.filename)) {
          file = data;
        }
        continue;
      }
      if (!KNOWN_FIELDS.has(part.fieldname) || part.fieldname in fields) continue;
      if (part.valueTruncated) {
        throw invalid("body", [{ path: part.fieldname, message: "The value is too long" }]);
      }
      fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string })?.code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(413, PRESCRIPTION_MESSAGES.fileTooLarge);
    }
    if (error instanceof HttpError || isClientError(error)) throw error;
    // Busboy's parse errors (no boundary, truncated body, bad part headers) carry no status.
    throw new HttpError(400, "The form data could not be read");
  }
  return { fields, file };
}
