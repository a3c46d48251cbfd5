import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Your Order"),
  description: "Look up your order with its number and email: status, delivery, tracking and invoice.",
  noindex: true,
  crawl: false,
};
