import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Secure Checkout"),
  description: "Secure checkout for your sports eyewear order.",
  noindex: true,
  crawl: false,
};
