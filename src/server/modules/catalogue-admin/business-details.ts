import type { z } from "zod";
import type { AppContext } from "#server/context.ts";
import type { AuditNote } from "#server/modules/audit/index.ts";
import { businessDetails } from "#server/modules/catalogue/index.ts";
import {
  type BusinessDetailsInput,
  type BusinessDetailsView,
  exampleFields,
} from "#shared/schemas/business-details.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import { recordSettingsChange } from "./changes.ts";
import { updateShopSettings } from "./repo.ts";
import { diff } from "./settings.ts";

type Ctx = Pick<AppContext, "db" | "catalogue" | "config">;

const viewOf = (details: CompanyDetails, saved: boolean): BusinessDetailsView => ({
  details,
  saved,
  examples: exampleFields(details).length > 0,
});

/** The details in use: the saved ones, or SHOP_COMPANY_* (the examples by default) until the owner saves. */
export async function readBusinessDetails(ctx: Ctx): Promise<BusinessDetailsView> {
  const snapshot = await ctx.catalogue.snapshot();
  return viewOf(await businessDetails(ctx), snapshot.business !== null);
}

/** Stores the seller's details; every page, receipt and email uses them from the next catalogue read. */
export async function saveBusinessDetails(
  ctx: Ctx,
  values: z.output<typeof BusinessDetailsInput>,
  admin: string,
  note?: AuditNote,
): Promise<BusinessDetailsView> {
  const before = await businessDetails(ctx);
  const details: CompanyDetails = {
    name: values.name,
    companyNumber: values.companyNumber,
    address: values.address,
    vatNumber: values.vatNumber,
    phone: values.phone,
    email: values.email,
  };
  await ctx.db.transaction(async (tx) => {
    await updateShopSettings(tx, { businessDetails: details });
    const changed = diff({ ...before }, { ...details });
    if (changed) await recordSettingsChange(tx, note, admin, changed);
  });
  ctx.catalogue.invalidate();
  return viewOf(details, true);
}
