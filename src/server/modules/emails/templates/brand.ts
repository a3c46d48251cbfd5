import type { Config } from "#server/env.ts";
import { COMPANY } from "#shared/catalogue.ts";

/** Who the shop is, as every email shows it: the company details come from configuration. */
export interface Brand {
  name: string;
  address: string;
  companyNumber: string;
  vatNumber: string;
  email: string;
  phone: string;
  /** The shop's public origin without a trailing slash; links and the logo need it. */
  publicUrl: string | null;
}

export type BrandConfig = Pick<
  Config,
  | "SHOP_COMPANY_NAME"
  | "SHOP_COMPANY_ADDRESS"
  | "SHOP_COMPANY_NUMBER"
  | "SHOP_COMPANY_VAT_NUMBER"
  | "PUBLIC_URL"
> &
  Partial<Pick<Config, "SHOP_COMPANY_PHONE" | "SHOP_COMPANY_EMAIL">>;

export function brandOf(config: BrandConfig): Brand {
  return {
    name: config.SHOP_COMPANY_NAME,
    address: config.SHOP_COMPANY_ADDRESS,
    companyNumber: config.SHOP_COMPANY_NUMBER,
    vatNumber: config.SHOP_COMPANY_VAT_NUMBER,
    email: config.SHOP_COMPANY_EMAIL ?? COMPANY.email,
    phone: config.SHOP_COMPANY_PHONE ?? COMPANY.phone,
    publicUrl: config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, "") : null,
  };
}
