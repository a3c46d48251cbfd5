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
  "COMPANY_NAME" | "COMPANY_ADDRESS" | "COMPANY_NUMBER" | "COMPANY_VAT_NUMBER" | "PUBLIC_URL"
>;

export function brandOf(config: BrandConfig): Brand {
  return {
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    companyNumber: config.COMPANY_NUMBER,
    vatNumber: config.COMPANY_VAT_NUMBER,
    email: COMPANY.email,
    phone: COMPANY.phone,
    publicUrl: config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, "") : null,
  };
}
