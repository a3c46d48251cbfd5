import type { Config } from "#server/env.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";

/** The business details of SHOP_COMPANY_*: what the shop uses until the owner saves its own in the admin. */
export function companyDetails(
  config: Pick<
    Config,
    | "SHOP_COMPANY_NAME"
    | "SHOP_COMPANY_NUMBER"
    | "SHOP_COMPANY_ADDRESS"
    | "SHOP_COMPANY_VAT_NUMBER"
    | "SHOP_COMPANY_PHONE"
    | "SHOP_COMPANY_EMAIL"
  >,
): CompanyDetails {
  return {
    name: config.SHOP_COMPANY_NAME,
    companyNumber: config.SHOP_COMPANY_NUMBER,
    address: config.SHOP_COMPANY_ADDRESS,
    vatNumber: config.SHOP_COMPANY_VAT_NUMBER,
    phone: config.SHOP_COMPANY_PHONE,
    email: config.SHOP_COMPANY_EMAIL,
  };
}
