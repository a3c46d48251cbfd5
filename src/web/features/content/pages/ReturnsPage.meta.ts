import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Returns and Cancellations"),
  description:
    "Your right to cancel within the returns window, who pays the return postage, faulty goods, and the cancellation form.",
};
