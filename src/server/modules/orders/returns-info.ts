import type { AppContext } from "#server/context.ts";
import type { ReturnsInfo } from "#server/modules/emails/index.ts";
import { CANCELLATION_FORM_PDF_PATH, RETURNS_PAGE_PATH } from "#shared/returns/cancellation-info.ts";
import { publicOrigin } from "./order-link.ts";

/** The returns settings in force now and the absolute links the confirmation gives to the page and the form. */
export async function returnsInfo(ctx: Pick<AppContext, "config" | "catalogue">): Promise<ReturnsInfo> {
  const { settings } = await ctx.catalogue.snapshot();
  const origin = publicOrigin(ctx.config);
  return {
    settings: { policies: settings.policies, returns: settings.returns },
    pageUrl: `${origin}${RETURNS_PAGE_PATH}`,
    formPdfUrl: `${origin}${CANCELLATION_FORM_PDF_PATH}`,
  };
}
