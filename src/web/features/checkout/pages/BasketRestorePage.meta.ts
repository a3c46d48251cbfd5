import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Your Basket"),
  description: "Pick up the basket you left, from the link in our reminder.",
  noindex: true,
};
