import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Terms and Conditions"),
  description: "The terms that apply when you buy from us.",
};
