import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Prescription Work"),
  description: "Move one prescription order through its stages.",
  noindex: true,
};
