import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Prescription Order Checkout"),
  description: "Complete your prescription sunglasses order securely.",
  noindex: true,
  crawl: false,
};
