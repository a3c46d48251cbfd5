import type { AppContext } from "#server/context.ts";
import { businessDetailsOf } from "#server/modules/catalogue/index.ts";
import { returnAddressOf } from "#shared/returns/cancellation-info.ts";
import { cancellationFormPdf } from "./cancellation-form-pdf.ts";

/** The model cancellation form filled with the seller's details as they are now. */
export async function cancellationForm(ctx: Pick<AppContext, "catalogue" | "config">): Promise<Buffer> {
  const snapshot = await ctx.catalogue.snapshot();
  const company = businessDetailsOf(snapshot, ctx.config);
  return cancellationFormPdf(company, returnAddressOf(snapshot.settings, company));
}
