import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Join the Admin"),
  description: "Choose your password for the shop's admin.",
  noindex: true,
  crawl: false,
};
