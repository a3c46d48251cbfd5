import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

/** The head of every unknown path. */
export const meta: PageMeta = {
  title: pageTitle("Page Not Found"),
  description: "The page you were looking for could not be found.",
};
