import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Join the Club: 10% Off"),
  description: "Join the club for a lifetime 10% discount, early access and member-only competitions.",
};
