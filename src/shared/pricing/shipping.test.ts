import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as RULES, SHIPPING_COUNTRIES, UK_COUNTRY_NAMES } from "../catalogue.ts";
import { isUkCountry, shippingCountryCode, shippingPence } from "./shipping.ts";

const UK_NAMES = ["GB", "UK", "United Kingdom", "Britain", "Great Britain"];

/** Every upper/lower case mix of a name. */
const anyCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((flags) => [...name].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch.toLowerCase())).join(""));
const blanks = fc.stringMatching(/^[ \t\n]{0,4}$/);

describe("constants", () => {
  it("international shipping is £10 and the UK ships free by default", () => {
    expect(RULES.internationalShippingPence).toBe(1000);
    expect(RULES.freeShippingCountries).toEqual(["GB"]);
  });

  it("charges the admin's international rate and ships free to the countries listed", () => {
    const rules = { internationalShippingPence: 1250, freeShippingCountries: ["GB", "IE"] };
    expect(shippingPence("Ireland", rules)).toBe(0);
    expect(shippingPence("IE", rules)).toBe(0);
    expect(shippingPence("United Kingdom", rules)).toBe(0);
    expect(shippingPence("France", rules)).toBe(1250);
    expect(shippingPence("Atlantis", rules)).toBe(1250);
    expect(shippingPence("UK", { ...rules, freeShippingCountries: [] })).toBe(1250);
  });

  it("the UK names are five, in lower case", () => {
    expect([...UK_COUNTRY_NAMES].sort()).toEqual(UK_NAMES.map((name) => name.toLowerCase()).sort());
  });
});

describe("isUkCountry and shippingPence", () => {
  it.each([
    ...UK_NAMES,
    ...UK_NAMES.map((name) => name.toLowerCase()),
    ...UK_NAMES.map((name) => name.toUpperCase()),
    "gB",
    "uK",
    "united KINGDOM",
    "  GB  ",
    " uk",
    "United Kingdom ",
    "\tGreat Britain\n",
    " britain ",
  ])("%j ships free", (country) => {
    expect(isUkCountry(country)).toBe(true);
    expect(shippingPence(country, RULES)).toBe(0);
  });

  it.each([
    "",
    "   ",
    "IE",
    "Ireland",
    "US",
    "United States",
    "Germany",
    "France",
    "England",
    "Scotland",
    "Wales",
    "Northern Ireland",
    "GBR",
    "U.K.",
    "U K",
    "G B",
    "Great  Britain",
    "UnitedKingdom",
    "United Kingdom of Great Britain",
    "the uk",
    "Britannia",
  ])("%j costs £10", (country) => {
    expect(isUkCountry(country)).toBe(false);
    expect(shippingPence(country, RULES)).toBe(1000);
  });

  it.each(SHIPPING_COUNTRIES.map((country) => [country.code, country.name] as const))(
    "the checkout list entry %s / %s is priced as UK only for GB",
    (code, name) => {
      const expected = code === "GB" ? 0 : 1000;
      expect(shippingPence(code, RULES)).toBe(expected);
      expect(shippingPence(name, RULES)).toBe(expected);
    },
  );

  it("is free for every UK name in any case with surrounding blanks (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UK_NAMES).chain((name) => anyCase(name)),
        blanks,
        blanks,
        (name, before, after) => {
          expect(shippingPence(`${before}${name}${after}`, RULES)).toBe(0);
        },
      ),
    );
  });

  it("is £10 for anything that is not a UK name once trimmed and lower-cased (property)", () => {
    fc.assert(
      fc.property(fc.string(), (country) => {
        const isUk = (UK_COUNTRY_NAMES as readonly string[]).includes(country.trim().toLowerCase());
        expect(shippingPence(country, RULES)).toBe(isUk ? 0 : 1000);
      }),
    );
  });

  it("is only ever £0 or £10 (property)", () => {
    fc.assert(
      fc.property(fc.string(), (country) => {
        expect([0, 1000]).toContain(shippingPence(country, RULES));
      }),
    );
  });
});

describe("shippingCountryCode", () => {
  it.each(SHIPPING_COUNTRIES.map((country) => [country.code, country.name] as const))(
    "%s / %s is its own code, by code or name in any case",
    (code, name) => {
      for (const text of [code, code.toLowerCase(), ` ${name} `, name.toUpperCase()]) {
        expect(shippingCountryCode(text)).toBe(code);
      }
    },
  );

  it.each(UK_NAMES)("the UK name %j is GB", (name) => {
    expect(shippingCountryCode(name)).toBe("GB");
  });

  it.each(["", "  ", "PL", "Poland", "XX", "NOR", "N O", "Norway!", "England", "constructor", "__proto__"])(
    "%j is no country the shop delivers to",
    (text) => {
      expect(shippingCountryCode(text)).toBeNull();
    },
  );

  it("prices every code it gives as shippingPence prices the text (property)", () => {
    fc.assert(
      fc.property(fc.string(), (country) => {
        const code = shippingCountryCode(country);
        if (code !== null) expect(shippingPence(code, RULES)).toBe(shippingPence(country, RULES));
      }),
    );
  });
});
