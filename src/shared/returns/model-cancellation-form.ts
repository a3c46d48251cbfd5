import type { CompanyDetails } from "../shop-info.ts";

/**
 * The model cancellation form of the Consumer Contracts (Information, Cancellation and Additional Charges)
 * Regulations 2013, Schedule 3 Part 2, word for word, with the seller's details filled in. The shopper
 * may use it or any clear statement; the wording is the law's, so it is not the owner's to edit.
 */
export const MODEL_FORM_TITLE = "Model cancellation form";
export const MODEL_FORM_INTRO =
  "(Complete and return this form only if you wish to withdraw from the contract)";
export const MODEL_FORM_LINES = [
  "I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],",
  "Ordered on [*]/received on [*],",
  "Name of consumer(s),",
  "Address of consumer(s),",
  "Signature of consumer(s) (only if this form is notified on paper),",
  "Date",
] as const;
export const MODEL_FORM_FOOTNOTE = "[*] Delete as appropriate";

/** "To <name>, <address>, <email>:" — the seller's name, geographical address and email (the shop has no fax). */
export const modelFormAddressee = (company: Pick<CompanyDetails, "name" | "address" | "email">): string =>
  `To ${company.name}, ${company.address.replace(/\s*\n\s*/g, ", ")}, ${company.email}:`;
