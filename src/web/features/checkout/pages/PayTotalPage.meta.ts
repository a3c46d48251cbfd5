import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Complete Your Payment"),
  description: "Pay the total of an order whose first payment did not match it.",
  noindex: true,
};
