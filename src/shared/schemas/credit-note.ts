import { z } from "zod";
import { DecimalPrice, IdParam } from "./common.ts";

const NUMBER = /^CN-(\d{4,9})$/;

/** "CN-0001": a credit note's number, its own sequence apart from the orders'. */
export const creditNoteNumber = (no: number): string => `CN-${String(no).padStart(4, "0")}`;

/** The sequence number in "CN-0001", or null when the text is not a credit note number. */
export function creditNoteNo(text: string): number | null {
  const match = NUMBER.exec(text);
  return match ? Number(match[1]) : null;
}

export const CreditNoteNumber = z
  .string()
  .max(20, "A credit note number looks like CN-0001")
  .regex(NUMBER, "A credit note number looks like CN-0001");

/** One credit note of an order, as the shopper's and the admin's pages list it. */
export const CreditNoteRef = z.object({
  number: z.string(),
  /** ISO time it was issued (when its refund went through). */
  issuedAt: z.string(),
  amount: DecimalPrice,
  /** The PDF: for the shopper a signed link, for the admin a path behind the admin's session. */
  url: z.string(),
});
export type CreditNoteRef = z.infer<typeof CreditNoteRef>;

/** GET /api/admin/orders/:id/credit-notes/:number. */
export const CreditNoteParams = IdParam.extend({ number: CreditNoteNumber });
