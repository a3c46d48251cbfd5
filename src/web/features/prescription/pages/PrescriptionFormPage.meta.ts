import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Prescription Details"),
  description: "Submit your prescription details or upload your prescription securely.",
  parent: "/prescription-pro",
};
