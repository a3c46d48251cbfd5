import { type CompanyDetails, DEFAULT_COMPANY_DETAILS, phoneHref } from "#shared/shop-info.ts";
import { shopConfig } from "./public-config.ts";
import { object, read, text } from "./shape.ts";

const readCompany = object({
  name: text(1),
  companyNumber: text(1),
  address: text(1),
  vatNumber: text(1),
  phone: text(1),
  email: text(3),
});

/** The business details the server serves (the saved ones, else SHOP_COMPANY_*), or the example defaults. */
export function companyDetails(
  config: { company?: unknown } | undefined = shopConfig(),
): CompanyDetails & { phoneHref: string } {
  const company = read(readCompany, config?.company) ?? DEFAULT_COMPANY_DETAILS;
  return { ...company, phoneHref: phoneHref(company.phone) };
}
