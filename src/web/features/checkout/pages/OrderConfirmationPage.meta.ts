import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Order Confirmation"),
  description: "Thank you for your order.",
  noindex: true,
};
