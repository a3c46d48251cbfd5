import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Barcode Generator"),
  description: "Print product barcode labels.",
  noindex: true,
};
