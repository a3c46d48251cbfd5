import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Admin Login"),
  description: "Sign in to the shop's admin area.",
  noindex: true,
  crawl: false,
};
