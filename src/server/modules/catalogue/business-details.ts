import type { AppContext } from "#server/context.ts";
import { companyDetails } from "#server/lib/company-details.ts";
import { exampleFields } from "#shared/schemas/business-details.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import type { CatalogueSnapshot } from "./service.ts";

export type BusinessCtx = Pick<AppContext, "catalogue" | "config">;

/** The saved details of a snapshot, or SHOP_COMPANY_* (the examples by default) while none are saved. */
export const businessDetailsOf = (
  snapshot: Pick<CatalogueSnapshot, "business"> | null,
  config: AppContext["config"],
): CompanyDetails => snapshot?.business ?? companyDetails(config);

/**
 * The seller's details every page, receipt, invoice and email names. They are read with the catalogue, so a
 * save (which invalidates it) shows everywhere on the next read, on every instance.
 */
export async function businessDetails(ctx: BusinessCtx): Promise<CompanyDetails> {
  return businessDetailsOf(await ctx.catalogue.snapshot(), ctx.config);
}

/** The one start-up line for a live shop still naming the example seller: what to change, and where. */
export async function warnOfExampleDetails(
  ctx: BusinessCtx,
  log: Pick<AppContext["log"], "warn">,
): Promise<boolean> {
  if (ctx.config.NODE_ENV !== "production") return false;
  const examples = exampleFields(await businessDetails(ctx));
  if (examples.length === 0) return false;
  log.warn(
    { fields: examples },
    `The business details are still the examples (${examples.join(", ")}): shoppers see them in the footer, legal pages, receipts and emails. Change them in the admin under /admin?tab=business, or set SHOP_COMPANY_* before the first save.`,
  );
  return true;
}
