import type { Role } from "#shared/staff/roles.ts";

/** What each role can do, in the owner's words. */
export const ROLE_HELP: Record<Role, string> = {
  owner:
    "Everything, including staff, shop settings, privacy tools and the audit log. Needs a second factor.",
  staff:
    "Orders, shipping, returns and refunds, chat, messages, discount codes, catalogue, stock and barcodes. No prescriptions' values or files, no privacy tools, no staff.",
  dispenser:
    "Prescriptions (verification, the lab, quality checks) and the orders they belong to; nothing that moves money. Needs a second factor.",
};
