import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { AppContext } from "#server/context.ts";
import { HttpError, invalid } from "#server/lib/http-error.ts";
import type { StorageMime } from "#server/providers/storage/index.ts";
import { RETURN_PHOTO_LIMIT, RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_TYPES } from "#shared/returns/reasons.ts";
import { RETURN_FORM_FIELDS, RETURN_MESSAGES, RETURN_PHOTO_FIELD } from "#shared/schemas/returns.ts";

/** Busboy limits for the return form: at most three photos of 5 MB each. */
export const RETURN_MULTIPART_LIMITS = {
  fileSize: RETURN_PHOTO_MAX_BYTES,
  files: RETURN_PHOTO_LIMIT,
  fields: 20,
  parts: 30,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

export interface ReturnForm {
  fields: Record<string, string>;
  photos: Buffer[];
}

export interface CheckedPhoto {
  data: Buffer;
  mime: StorageMime;
}

const KNOWN = new Set<string>(RETURN_FORM_FIELDS);

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

/** The return form's text fields (first value wins) and its photos; nothing is stored yet. */
export async function readReturnForm(request: FastifyRequest): Promise<ReturnForm> {
  if (!request.isMultipart()) throw new HttpError(415, "The request must be multipart/form-data");
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.fieldname !== RETURN_PHOTO_FIELD) continue;
        if (data.length > 0) photos.push(data);
        continue;
      }
      if (!KNOWN.has(part.fieldname) || part.fieldname in fields) continue;
      if (part.valueTruncated) {
        throw invalid("body", [{ path: part.fieldname, message: "The value is too long" }]);
      }
      fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string })?.code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, RETURN_MESSAGES.photoTooLarge);
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, RETURN_MESSAGES.tooManyPhotos);
    if (error instanceof HttpError || isClientError(error)) throw error;
    throw new HttpError(400, "The form data could not be read");
  }
  return { fields, photos };
}

/** Each photo's content, not its name or header, decides its type: only JPEG, PNG and WebP images pass. */
export async function checkPhotos(photos: Buffer[]): Promise<CheckedPhoto[]> {
  if (photos.length > RETURN_PHOTO_LIMIT) throw new HttpError(400, RETURN_MESSAGES.tooManyPhotos);
  const checked: CheckedPhoto[] = [];
  for (const data of photos) {
    if (data.length > RETURN_PHOTO_MAX_BYTES) throw new HttpError(413, RETURN_MESSAGES.photoTooLarge);
    const type = await fileTypeFromBuffer(data);
    const mime = type?.mime as string | undefined;
    if (!mime || !(RETURN_PHOTO_TYPES as readonly string[]).includes(mime)) {
      throw new HttpError(415, RETURN_MESSAGES.photoType);
    }
    checked.push({ data, mime: mime as StorageMime });
  }
  return checked;
}

/** Stores the photos (sealed); if anything after fails, `discard` removes them again. */
export async function storePhotos(ctx: Pick<AppContext, "storage">, photos: CheckedPhoto[]) {
  const stored: { storageKey: string; contentType: string; sizeBytes: number }[] = [];
  for (const p of photos) {
    stored.push({
      storageKey: await ctx.storage.put(p.data, p.mime),
      contentType: p.mime,
      sizeBytes: p.data.length,
    });
  }
  const discard = async () => {
    await Promise.allSettled(stored.map((s) => ctx.storage.delete(s.storageKey)));
  };
  return { stored, discard };
}
