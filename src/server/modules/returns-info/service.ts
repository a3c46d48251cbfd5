import type { AppContext } from "#server/context.ts";
import { businessDetailsOf, type CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { returnAddressOf } from "#shared/returns/cancellation-info.ts";
import { cancellationFormPdf } from "./cancellation-form-pdf.ts";

// Drawn once per catalogue snapshot: the form reads nothing else, and the route is public.
const drawn = new WeakMap<CatalogueSnapshot, Promise<Buffer>>();

/** The model cancellation form filled with the seller's details as they are now. */
export async function cancellationForm(ctx: Pick<AppContext, "catalogue" | "config">): Promise<Buffer> {
  const snapshot = await ctx.catalogue.snapshot();
  let pdf = drawn.get(snapshot);
  if (!pdf) {
    const company = businessDetailsOf(snapshot, ctx.config);
    pdf = cancellationFormPdf(company, returnAddressOf(snapshot.settings, company));
    drawn.set(snapshot, pdf);
    pdf.catch(() => drawn.delete(snapshot));
  }
  return pdf;
}
