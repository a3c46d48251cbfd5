import { CANCELLATION_RIGHTS } from "../prescription/cancellation-rights.ts";
import type { ShopSettings } from "../schemas/shop-settings.ts";
import type { CompanyDetails } from "../shop-info.ts";
import { CHANGE_OF_MIND_MIN_DAYS, FULL_REFUND_FAULT_DAYS } from "./eligibility.ts";
import { REFUND_DAYS_AFTER_RECEIPT } from "./status.ts";

/** The cancellation period the law gives a distance sale of stock goods, counted from delivery. */
export const STATUTORY_CANCELLATION_DAYS = CHANGE_OF_MIND_MIN_DAYS;
/** How soon the refund of a cancelled order is due once the goods (or proof of sending them) are back. */
export const REFUND_DAYS = REFUND_DAYS_AFTER_RECEIPT;
/** How long a shopper may reject faulty goods for a full refund, counted from delivery. */
export const FAULTY_REJECTION_DAYS = FULL_REFUND_FAULT_DAYS;

export const RETURNS_PAGE_PATH = "/returns";
export const CANCELLATION_FORM_PDF_PATH = "/api/returns/cancellation-form.pdf";

type Settings = Pick<ShopSettings, "policies" | "returns">;

/** Where goods go back: the owner's returns address, else the business address. */
export const returnAddressOf = (settings: Pick<ShopSettings, "returns">, company: CompanyDetails): string =>
  settings.returns.address ?? company.address;

/** The change-of-mind window: the owner's, never shorter than the law's. */
export const cancellationDays = (settings: Pick<ShopSettings, "policies">): number =>
  Math.max(settings.policies.returnsDays, CHANGE_OF_MIND_MIN_DAYS);

/** "You may cancel within 30 days of delivery...": the right itself, with the statutory minimum named when longer. */
export function cancelWithinSentence(settings: Settings): string {
  const days = cancellationDays(settings);
  const longer =
    days > STATUTORY_CANCELLATION_DAYS
      ? ` That is longer than the ${STATUTORY_CANCELLATION_DAYS} days the law gives you.`
      : "";
  return `You may cancel your order within ${days} days of the day you receive it, without giving a reason.${longer}`;
}

/** Who pays for sending back a change of mind, and when the refund (with the standard delivery) is due. */
export function returnPostageSentence(settings: Settings): string {
  const postage =
    settings.returns.postagePayer === "shop" ? "We pay the return postage." : "You pay the return postage.";
  return `${postage} We refund the price, and the standard delivery charge when you cancel the whole order, within ${REFUND_DAYS} days of getting the goods back (or your proof of sending them, if sooner).`;
}

export const FAULTY_SENTENCE = `If an item is faulty you may reject it for a full refund within ${FAULTY_REJECTION_DAYS} days of delivery, and after that ask for a repair or replacement; we always pay the postage of a faulty item.`;

/** What is not covered: the prescription checkout's own words. */
export const EXCLUDED_SENTENCE = CANCELLATION_RIGHTS.madeToPrescription;

/** The cancellation information in order: the right, postage and refund, the exception, faults. */
export function cancellationSentences(settings: Settings): string[] {
  return [
    cancelWithinSentence(settings),
    returnPostageSentence(settings),
    EXCLUDED_SENTENCE,
    FAULTY_SENTENCE,
  ];
}
