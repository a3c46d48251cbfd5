import { z } from "zod";
import { RETURN_POSTAGE_PAYERS } from "../returns/settings-defaults.ts";
import { isCleanText } from "./fields.ts";

export {
  DEFAULT_RETURNS_SETTINGS,
  DEFAULT_RETURNS_WORDING,
  RETURN_POSTAGE_PAYERS,
} from "../returns/settings-defaults.ts";

export const ReturnPostagePayer = z.enum(RETURN_POSTAGE_PAYERS);
export type ReturnPostagePayer = z.infer<typeof ReturnPostagePayer>;

/**
 * What the shop tells shoppers about sending goods back (the window itself is `policies.returnsDays`).
 * The postage of a faulty item is no setting: the seller always bears it.
 */
export const ReturnsSettings = z.object({
  /** Who pays the return postage of a change of mind. */
  postagePayer: ReturnPostagePayer,
  /** Where returns go; null while it is the business address. */
  address: z.string().min(1).nullable(),
  /** The owner's own paragraph, shown at checkout and on /returns. */
  wording: z.string().min(1),
});
export type ReturnsSettings = z.infer<typeof ReturnsSettings>;

export const RETURNS_ADDRESS_MAX = 300;
export const RETURNS_WORDING_MAX = 600;

export const RETURNS_MESSAGES = {
  postagePayer: "Who pays the return postage must be the shopper or the shop",
  addressLength: `The returns address must be at most ${RETURNS_ADDRESS_MAX} characters`,
  addressText: "The returns address must be plain text, without < or >",
  wordingRequired: "The returns wording is required",
  wordingLength: `The returns wording must be at most ${RETURNS_WORDING_MAX} characters`,
  wordingText: "The returns wording must be plain text, without < or >",
} as const;

const plain = (v: string) => !/[<>]/.test(v) && isCleanText(true)(v);

/** The returns fields of the admin's settings form; each may be left out to keep what is saved. */
export const ReturnsSettingsInput = z.object({
  returnsPostagePayer: z.enum(RETURN_POSTAGE_PAYERS, { error: RETURNS_MESSAGES.postagePayer }).optional(),
  /** Blank: the business address. */
  returnsAddress: z
    .string({ error: RETURNS_MESSAGES.addressText })
    .trim()
    .max(RETURNS_ADDRESS_MAX, RETURNS_MESSAGES.addressLength)
    .refine(plain, RETURNS_MESSAGES.addressText)
    .optional(),
  returnsWording: z
    .string({ error: RETURNS_MESSAGES.wordingRequired })
    .trim()
    .min(1, RETURNS_MESSAGES.wordingRequired)
    .max(RETURNS_WORDING_MAX, RETURNS_MESSAGES.wordingLength)
    .refine(plain, RETURNS_MESSAGES.wordingText)
    .optional(),
});

/** The form fields that save these returns settings unchanged. */
export const returnsFields = (r: ReturnsSettings) => ({
  returnsPostagePayer: r.postagePayer,
  returnsAddress: r.address ?? "",
  returnsWording: r.wording,
});
