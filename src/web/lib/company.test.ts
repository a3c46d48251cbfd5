import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "#shared/shop-info.ts";
import { companyDetails } from "./company.ts";

const configured = {
  name: "Ace Optics Ltd",
  companyNumber: "12345678",
  address: "2 High Street, York YO1 7HH",
  vatNumber: "GB 987 6543 21",
  phone: "0113 496 0000",
  email: "shop@ace.example",
};

describe("companyDetails", () => {
  it("reads the configured details and links the phone", () => {
    expect(companyDetails({ company: configured })).toEqual({ ...configured, phoneHref: "tel:01134960000" });
  });

  it.each([undefined, {}, { company: "x" }, { company: { ...configured, email: 5 } }])(
    "falls back to the example defaults for %o",
    (config) => {
      expect(companyDetails(config)).toMatchObject(DEFAULT_COMPANY_DETAILS);
      expect(companyDetails(config).email).toMatch(/@example\.com$/);
    },
  );
});
