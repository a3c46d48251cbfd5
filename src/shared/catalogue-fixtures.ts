import type { LensType } from "./schemas/catalogue.ts";

/** A lens type for tests: only its id and name matter. */
export const lensTypeFixture = (id: number, name: string): LensType => ({
  id,
  name,
  description: "",
  additionalPrice: "0.00",
  features: [],
});

/** The shopper of server and web tests: a UK delivery address that passes every checkout rule. */
export const CUSTOMER_FIXTURE = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "07700 900123",
  address: "12 Analytical Row",
  city: "London",
  postcode: "SW1A 1AA",
  country: "GB",
};
