import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("FAQ"),
  description: "Answers about prescriptions, lenses, fit, pricing, delivery and care.",
  structuredData: "faq",
};
