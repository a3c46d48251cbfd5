/** Business details unlike the examples and SHOP_COMPANY_*, as an owner would save them. */
export const SAVED_BUSINESS_DETAILS = {
  name: "Ace Optics Ltd",
  address: "4 Mill Lane, Otley LS21 3AB",
  companyNumber: "09123456",
  vatNumber: "GB 123 4567 89",
  phone: "0113 496 0123",
  email: "shop@aceoptics.co.uk",
} as const;
