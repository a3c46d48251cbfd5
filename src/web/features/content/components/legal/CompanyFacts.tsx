import type { CompanyDetails } from "#shared/shop-info.ts";
import { companyDetails } from "#web/lib/company.ts";

// Read while rendering, not when the chunk loads: on the server one loaded chunk renders every page, and the
// owner may change the details between two of them.

export function CompanyText({ field }: { field: keyof CompanyDetails }) {
  return <>{companyDetails()[field]}</>;
}

export function CompanyEmail() {
  const { email } = companyDetails();
  return <a href={`mailto:${email}`}>{email}</a>;
}

export function CompanyPhone() {
  const { phone, phoneHref } = companyDetails();
  return <a href={phoneHref}>{phone}</a>;
}
