import { describe, expect, it } from "vitest";
import { schemaOrgProblems } from "./schema-org.ts";

const product = {
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Sports Socks",
  image: "https://shop.example/images/og/sports-socks.jpg",
  offers: {
    "@type": "Offer",
    price: "5.00",
    priceCurrency: "GBP",
    availability: "https://schema.org/InStock",
  },
};

describe("the schema.org check", () => {
  it("passes a complete Product", () => {
    expect(schemaOrgProblems(product)).toEqual([]);
  });

  it("names what a Product lacks", () => {
    const { name: _, ...nameless } = product;
    expect(schemaOrgProblems(nameless)).toEqual(["Product.name: missing"]);
    expect(
      schemaOrgProblems({
        ...product,
        offers: { "@type": "Offer", price: "£5", priceCurrency: "pounds", availability: "InStock" },
      }),
    ).toEqual([
      "Product.offers.price: not a number without a currency sign (£5)",
      "Product.offers.priceCurrency: not an ISO 4217 code",
      "Product.offers.availability: not a schema.org URL",
    ]);
  });

  it("refuses an unknown availability, a wrong context and an unknown type", () => {
    const offers = { ...product.offers, availability: "https://schema.org/Plenty" };
    expect(schemaOrgProblems({ ...product, offers })).toEqual([
      "Product.offers.availability: no ItemAvailability Plenty",
    ]);
    expect(schemaOrgProblems({ ...product, "@context": "https://example.com" })).toEqual([
      "@context: not schema.org",
    ]);
    expect(schemaOrgProblems({ "@context": "https://schema.org", "@type": "Thing" })[0]).toMatch(/Thing/);
  });

  it("checks an FAQ's answers and a trail's positions", () => {
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: [{ "@type": "Question", name: "Why?", acceptedAnswer: { "@type": "Answer", text: "" } }],
      }),
    ).toEqual(["FAQPage.mainEntity[0].acceptedAnswer.text: missing"]);
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
          { "@type": "ListItem", position: 3, name: "FAQ" },
        ],
      }),
    ).toEqual(["BreadcrumbList.itemListElement[1].position: 3, not 2"]);
  });
});
