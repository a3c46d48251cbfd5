import { type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Customer Support"),
  description: "Get help with orders, prescriptions, fit and delivery. Chat with us or send a message.",
};
