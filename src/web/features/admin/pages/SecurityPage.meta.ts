import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Security"),
  description: "Your sessions, second factor and password.",
  noindex: true,
};
