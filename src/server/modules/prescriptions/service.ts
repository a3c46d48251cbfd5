import { fileTypeFromBuffer } from "file-type";
import type { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { type FileStorage, isStorageMime } from "#server/providers/storage/index.ts";
import { PRESCRIPTION_MESSAGES, PrescriptionFields } from "#shared/schemas/prescription.ts";
import { insertPrescription, type StoredFileRef } from "./repo.ts";

/** The same 400 body as a route schema failure (plugins/errors.ts). */
function validationError(error: z.ZodError): HttpError {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  const message = first
    ? `Invalid body: ${first.path ? `${first.path}: ` : ""}${first.message}`
    : "Invalid body";
  return new HttpError(400, message, issues);
}

export class PrescriptionService {
  #db: Db;
  #storage: FileStorage;

  constructor(db: Db, storage: FileStorage) {
    this.#db = db;
    this.#storage = storage;
  }

  /** Validates and stores a submission; the file only in upload mode, typed from its content. */
  async submit(raw: Record<string, string>, file: Buffer | undefined): Promise<number> {
    const parsed = PrescriptionFields.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    const fields = parsed.data;

    let stored: StoredFileRef | undefined;
    if (fields.uploadType === "upload" && file) {
      const type = await fileTypeFromBuffer(file);
      if (!type || !isStorageMime(type.mime)) throw new HttpError(415, PRESCRIPTION_MESSAGES.fileType);
      const key = await this.#storage.put(file, type.mime);
      stored = { key, mime: type.mime, size: file.length };
    }
    try {
      return await insertPrescription(this.#db, fields, stored);
    } catch (error) {
      // No row points at the file, so it would never be reachable: remove it.
      if (stored) await this.#storage.delete(stored.key).catch(() => {});
      throw error;
    }
  }
}
