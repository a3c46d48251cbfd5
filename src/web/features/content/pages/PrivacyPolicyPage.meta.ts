import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Privacy Policy"),
  description: "How we collect, use and protect your personal data.",
};
