import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Admin Dashboard"),
  description: "Admin dashboard for orders and prescriptions.",
  noindex: true,
  crawl: false,
};
