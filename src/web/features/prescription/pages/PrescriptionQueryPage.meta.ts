import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("A Question About Your Prescription"),
  description: "Answer our question about the prescription for your order.",
  noindex: true,
};
