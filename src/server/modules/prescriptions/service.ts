import { fileTypeFromBuffer } from "file-type";
import type { AppContext } from "#server/context.ts";
import { HttpError, invalid, notFound } from "#server/lib/http-error.ts";
import { type AuditActor, recordPrescriptionReads } from "#server/modules/audit/index.ts";
import { type NotifyCtx, notifyPrescription } from "#server/modules/notifications/index.ts";
import { type LifecycleCtx, prescriptionArrived } from "#server/modules/orders/index.ts";
import { isStorageMime, type StoredObject } from "#server/providers/storage/index.ts";
import { hasPrism } from "#shared/prescription/checks.ts";
import { type PrescriptionValueFields, parsePrescription } from "#shared/prescription/rules.ts";
import type { PrescriptionFileLink } from "#shared/schemas/admin.ts";
import {
  PRESCRIPTION_MESSAGES,
  PrescriptionFields,
  prescriptionFieldsSchema,
} from "#shared/schemas/prescription.ts";
import { PRESCRIPTION_ORDER_FIELD, type PrescriptionListEntry } from "#shared/schemas/prescription-links.ts";
import type { FileLinkSigner } from "./admin-file-links.ts";
import { orderFrame, wrapLimitRefusal } from "./frame.ts";
import { insertLinkedPrescription, orderOfLink, toListEntries } from "./links.ts";
import { sendPrescriptionReceived } from "./received-email.ts";
import {
  findPrescription,
  findPrescriptionByFileKey,
  insertPrescription,
  listPrescriptionRows,
  type StoredFileRef,
} from "./repo.ts";
import { readPrescriptionFile } from "./sealing.ts";

type Ctx = Pick<AppContext, "db" | "storage" | "prescriptionKeys" | "log">;

const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/**
 * Validates and stores a submission; the file only in upload mode, typed from its content. With the token
 * of its order's signed link it is attached to that order; a bad token is refused before anything is stored.
 */
export async function submitPrescription(
  ctx: Ctx & NotifyCtx & LifecycleCtx,
  raw: Record<string, string>,
  file: Buffer | undefined,
  /** A corrected prescription answering the shop's query about this order: it becomes the order's newest. */
  correctionFor?: { id: number; orderNumber: string; createdAt: Date },
): Promise<number> {
  const token = raw[PRESCRIPTION_ORDER_FIELD];
  // A linked form's eye-test date is judged against its order's day, below.
  const parsed = (
    token || correctionFor ? prescriptionFieldsSchema({ reference: null }) : PrescriptionFields
  ).safeParse(raw);
  if (!parsed.success) {
    throw invalid(
      "body",
      parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }
  const fields = parsed.data;
  const linked = correctionFor ?? (token ? await orderOfLink(ctx, token) : null);
  const orderId = linked?.id ?? null;
  if (linked) await refuseForOrder(ctx, fields, linked);

  let stored: StoredFileRef | undefined;
  if (fields.uploadType === "upload" && file) {
    const type = await fileTypeFromBuffer(file);
    if (!type || !isStorageMime(type.mime)) throw new HttpError(415, PRESCRIPTION_MESSAGES.fileType);
    const key = await ctx.storage.put(file, type.mime);
    stored = { key, mime: type.mime, size: file.length };
  }
  let id: number;
  try {
    id =
      orderId === null
        ? await insertPrescription(ctx.db, ctx.prescriptionKeys, fields, stored)
        : await insertLinkedPrescription(ctx.db, ctx.prescriptionKeys, fields, stored, orderId, {
            replace: correctionFor !== undefined,
          });
  } catch (error) {
    // No row points at the file, so it would never be reachable: remove it.
    if (stored) {
      await ctx.storage
        .delete(stored.key)
        .catch((err) =>
          ctx.log.error({ err, key: stored.key }, "an unlinked prescription file was left behind"),
        );
    }
    throw error;
  }
  await sendPrescriptionReceived(ctx, { id, fullName: fields.fullName, email: fields.email, orderId });
  await notifyPrescription(ctx, {
    id,
    fullName: fields.fullName,
    email: fields.email,
    orderNumber: linked?.orderNumber,
  });
  if (orderId !== null && !correctionFor) {
    const parsedValues = parsePrescription(fields, { reference: null });
    const prism = parsedValues.ok && hasPrism(parsedValues.value);
    await prescriptionArrived(ctx, orderId, "storefront", { prism });
  }
  return id;
}

/**
 * What only the order can tell: the eye test counted from the day the order was made, and the powers
 * against its frame's wrap limit.
 */
async function refuseForOrder(
  ctx: Pick<AppContext, "db">,
  fields: PrescriptionValueFields,
  order: { id: number; createdAt: Date },
): Promise<void> {
  const parsed = parsePrescription(fields, { reference: order.createdAt });
  if (!parsed.ok)
    throw invalid(
      "body",
      parsed.problems.map((p) => ({ path: p.field, message: p.message })),
    );
  const refusal = wrapLimitRefusal(parsed.value, await orderFrame(ctx.db, order.id));
  if (refusal) throw refusal;
}

export async function listPrescriptions(
  ctx: Pick<AppContext, "db" | "prescriptionKeys">,
): Promise<PrescriptionListEntry[]> {
  return toListEntries(ctx.db, await listPrescriptionRows(ctx.db, ctx.prescriptionKeys));
}

/** A short-lived signed link to a prescription's file. */
export async function prescriptionFileLink(
  ctx: Pick<AppContext, "db" | "prescriptionKeys">,
  signer: FileLinkSigner,
  id: number,
): Promise<PrescriptionFileLink> {
  const row = await findPrescription(ctx.db, ctx.prescriptionKeys, id);
  if (!row) throw notFound(`Prescription ${id} not found`);
  if (!row.fileKey) throw notFound("No prescription file uploaded.");
  return signer.sign(row.fileKey);
}

/** The admin's list: health data, so each prescription shown goes in the access log. */
export async function showPrescriptions(
  ctx: Pick<AppContext, "db" | "prescriptionKeys">,
  actor: AuditActor,
): Promise<PrescriptionListEntry[]> {
  const list = await listPrescriptions(ctx);
  await recordPrescriptionReads(
    ctx.db,
    actor,
    list.map((p) => p.id),
    "view",
  );
  return list;
}

/** A file link handed to an admin, logged: every open of a file asks for a new link first. */
export async function handOutFileLink(
  ctx: Pick<AppContext, "db" | "prescriptionKeys">,
  signer: FileLinkSigner,
  id: number,
  actor: AuditActor,
): Promise<PrescriptionFileLink> {
  const link = await prescriptionFileLink(ctx, signer, id);
  await recordPrescriptionReads(ctx.db, actor, [id], "file");
  return link;
}

export interface PrescriptionFile {
  /** Null for a stored type the browser should not render: then it is a download. */
  mime: string | null;
  filename: string;
  /** Absent when only the file's existence was asked for. */
  file?: StoredObject;
}

/** The file behind a signed link; `headOnly` checks that it exists without opening it. */
export async function openPrescriptionFile(
  ctx: Ctx,
  signer: FileLinkSigner,
  link: { key: string; expires: string; sig: string; headOnly: boolean },
): Promise<PrescriptionFile> {
  const check = signer.check(link.key, link.expires, link.sig);
  if (check === "bad-signature") throw new HttpError(403, "Invalid file link");
  if (check === "expired") throw new HttpError(410, "This file link has expired. Please open it again.");

  const row = await findPrescriptionByFileKey(ctx.db, ctx.prescriptionKeys, link.key);
  if (!row) throw notFound("Prescription file not found");
  const missing = () => notFound("Prescription image file is missing");
  let file: StoredObject | undefined;
  if (link.headOnly) {
    if (!(await ctx.storage.exists(link.key))) throw missing();
  } else {
    file = (await readPrescriptionFile(ctx.storage, row)) ?? undefined;
    if (!file) throw missing();
  }
  const mime = row.fileMime && EXTENSION[row.fileMime] ? row.fileMime : null;
  const filename = mime ? `prescription-${row.id}.${EXTENSION[mime]}` : `prescription-${row.id}`;
  return { mime, filename, file };
}
