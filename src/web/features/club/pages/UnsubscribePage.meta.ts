import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Unsubscribe from Club Emails"),
  description: "Stop club emails from the link in one of them.",
  noindex: true,
  crawl: false,
};
