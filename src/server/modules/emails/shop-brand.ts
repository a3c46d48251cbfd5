import { type BusinessCtx, businessDetails } from "#server/modules/catalogue/index.ts";
import { type Brand, brandOf } from "./templates/brand.ts";

/** The brand every email is sent under: the business details in use now, and the shop's public address. */
export async function shopBrand(ctx: BusinessCtx): Promise<Brand> {
  return brandOf(await businessDetails(ctx), ctx.config);
}
