import type { Config } from "#server/env.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";

/** Who the shop is, as every email shows it: the business details the owner saved (or SHOP_COMPANY_*). */
export interface Brand extends CompanyDetails {
  /** The shop's public origin without a trailing slash; links and the logo need it. */
  publicUrl: string | null;
}

export type BrandConfig = Pick<Config, "PUBLIC_URL">;

export function brandOf(details: CompanyDetails, config: BrandConfig): Brand {
  return {
    ...details,
    publicUrl: config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, "") : null,
  };
}
