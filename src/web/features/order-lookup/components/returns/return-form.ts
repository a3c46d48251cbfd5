import { z } from "zod";
import {
  DESCRIBED_REASONS,
  RETURN_PHOTO_LIMIT,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPES,
  type ReturnReason,
} from "#shared/returns/reasons.ts";
import { RETURN_MESSAGES, ReturnRequestFields, type ShopperReturns } from "#shared/schemas/returns.ts";

type Line = ShopperReturns["eligibility"]["lines"][number];

export interface ReturnFormValues {
  /** Units chosen per item id; a line left out is not going back. */
  quantities: Record<number, number>;
  reason: ReturnReason | "";
  description: string;
  photos: File[];
}

export type ReturnFormErrors = Partial<Record<"lines" | "reason" | "description" | "photos", string>>;

export const needsDescription = (reason: ReturnReason | "") =>
  reason !== "" && DESCRIBED_REASONS.includes(reason);

export function chosenLines(values: ReturnFormValues) {
  return Object.entries(values.quantities)
    .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity }))
    .filter((line) => line.quantity > 0);
}

function photoError(photos: File[]): string | undefined {
  if (photos.length > RETURN_PHOTO_LIMIT) return RETURN_MESSAGES.tooManyPhotos;
  if (photos.some((p) => !(RETURN_PHOTO_TYPES as readonly string[]).includes(p.type)))
    return RETURN_MESSAGES.photoType;
  if (photos.some((p) => p.size > RETURN_PHOTO_MAX_BYTES)) return RETURN_MESSAGES.photoTooLarge;
  return undefined;
}

/** A chosen line whose window for this reason is shut, with the server's sentence for it. */
function refusedLine(lines: Line[], values: ReturnFormValues): string | undefined {
  for (const chosen of chosenLines(values)) {
    const line = lines.find((l) => l.itemId === chosen.itemId);
    const window = line?.reasons.find((r) => r.reason === values.reason);
    if (line && window && !window.allowed) return `${line.name}: ${window.message}`;
  }
  return undefined;
}

/** The same rules the server applies to the form's fields, checked before anything is sent. */
export function validateReturn(lines: Line[], values: ReturnFormValues): ReturnFormErrors {
  const parsed = ReturnRequestFields.safeParse({
    reason: values.reason || undefined,
    description: values.description,
    lines: JSON.stringify(chosenLines(values)),
  });
  const errors: ReturnFormErrors = {};
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    if (fields.reason) errors.reason = "Choose why you are returning the items";
    if (fields.description) errors.description = fields.description[0];
    if (fields.lines) errors.lines = RETURN_MESSAGES.lines;
  }
  if (values.reason && !errors.lines) {
    const refused = refusedLine(lines, values);
    if (refused) errors.lines = refused;
  }
  if (needsDescription(values.reason)) {
    if (!values.description.trim()) errors.description ??= RETURN_MESSAGES.describe;
    const photos = photoError(values.photos);
    if (photos) errors.photos = photos;
  }
  return errors;
}
