import type { CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import {
  colorView,
  finishView,
  lensView,
  prescriptionLensView,
  productView,
  visionView,
} from "#server/modules/catalogue/index.ts";
import { buildFaqCatalogue } from "#shared/faq/catalogue.ts";
import { resolveFaqItems } from "#shared/faq/items.ts";
import { penceToDecimal } from "#shared/money.ts";
import { pageName } from "#shared/page-meta.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import { breadcrumbTrail, type Site } from "./site.ts";

export type JsonLd = Record<string, unknown>;

const SCHEMA = "https://schema.org";

/** In stock unless every variant the shop counts is at nought (an untracked variant is always in stock). */
function availability(snapshot: CatalogueSnapshot, productId: number): string {
  const levels = snapshot.rows.stockLevels.filter((l) => l.productId === productId);
  const out = levels.length > 0 && levels.every((l) => l.stock !== null && l.stock <= 0);
  return `${SCHEMA}/${out ? "OutOfStock" : "InStock"}`;
}

/** A Product with its Offer from the in-memory catalogue; null when the product is not on sale. */
export function productLd(
  snapshot: CatalogueSnapshot,
  productId: number,
  /** `image`: the product's photos (absolute JPEG URLs), else its share card. */
  page: { url: string; image: string | string[] },
  seller: CompanyDetails,
): JsonLd | null {
  const row = snapshot.byId.products.get(productId);
  if (!row?.active) return null;
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: row.name,
    description: row.description || undefined,
    image: page.image,
    url: page.url,
    sku: String(row.id),
    brand: { "@type": "Brand", name: seller.name },
    offers: {
      "@type": "Offer",
      price: penceToDecimal(row.basePricePence),
      priceCurrency: "GBP",
      availability: availability(snapshot, productId),
      url: page.url,
      seller: { "@type": "Organization", name: seller.name },
    },
  };
}

/** The FAQ page's questions and answers, with the prices the page quotes from the same catalogue. */
export function faqLd(snapshot: CatalogueSnapshot): JsonLd | null {
  const shown = <T extends { active: boolean }>(rows: T[]) => rows.filter((r) => r.active);
  const { rows } = snapshot;
  const catalogue = buildFaqCatalogue({
    products: shown(rows.products).map(productView),
    primaryLenses: shown(rows.primaryLensTypes).map(lensView),
    prescriptionLenses: shown(rows.prescriptionLensTypes).map(prescriptionLensView),
    visionTypes: shown(rows.visionTypes).map(visionView),
    finishes: shown(rows.finishes).map(finishView),
    colours: shown(rows.colors).map(colorView),
    settings: snapshot.settings,
  });
  if (!catalogue) return null;
  return {
    "@context": SCHEMA,
    "@type": "FAQPage",
    mainEntity: resolveFaqItems(catalogue).map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function organizationLd(company: CompanyDetails, origin: string): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    name: company.name,
    url: `${origin}/`,
    logo: `${origin}/images/logo.png`,
    email: company.email,
    telephone: company.phone,
    address: { "@type": "PostalAddress", streetAddress: company.address, addressCountry: "GB" },
    vatID: company.vatNumber,
    identifier: company.companyNumber,
  };
}

export function breadcrumbLd(site: Site, path: string, origin: string): JsonLd | null {
  const trail = breadcrumbTrail(site, path);
  if (trail.length < 2) return null;
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((at, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: at.path === "/" ? "Home" : pageName(at.meta.title),
      item: `${origin}${at.path}`,
    })),
  };
}

/** JSON for a script element: "<" escaped so no text can close the element. */
export function ldScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, (c) => (c === "\u2028" ? "\\u2028" : "\\u2029"));
  return `<script type="application/ld+json">${json}</script>`;
}
