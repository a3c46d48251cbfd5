import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h, type ReactNode } from "react";
import type { Brand } from "./brand.ts";

export const styles = {
  body: { backgroundColor: "#f4f4f5", fontFamily: "Helvetica, Arial, sans-serif", color: "#14161b" },
  container: { backgroundColor: "#ffffff", maxWidth: "600px", margin: "0 auto", padding: "24px" },
  heading: { fontSize: "22px", fontWeight: 700, margin: "16px 0 8px" },
  text: { fontSize: "15px", lineHeight: "22px", margin: "8px 0" },
  muted: { fontSize: "13px", lineHeight: "19px", color: "#52525b", margin: "4px 0" },
  button: {
    backgroundColor: "#14161b",
    color: "#ffffff",
    padding: "12px 20px",
    borderRadius: "6px",
    fontWeight: 700,
    textDecoration: "none",
    display: "inline-block",
  },
} as const;

interface LayoutProps {
  brand: Brand;
  /** The inbox's preview line. */
  preview: string;
  heading: string;
  orderNumber?: string | null;
  /** A "view your order" link, when the email is about an order. */
  orderUrl?: string | null;
  /** What follows the footer's company details (the club's unsubscribe line). */
  footerExtra?: ReactNode;
  children?: ReactNode;
}

export const paragraph = (children: ReactNode) => h(Text, { style: styles.text }, children);

/** Lines kept apart with <br>, so the HTML and the text part both show them. */
export const withBreaks = (lines: string[]): ReactNode[] =>
  lines.flatMap((line, i) => (i === 0 ? [line] : [h("br", { key: i }), line]));

function Logo({ brand }: { brand: Brand }) {
  const wordmark = h(Text, { style: { ...styles.heading, margin: 0 } }, brand.name);
  if (!brand.publicUrl) return wordmark;
  return h(
    Link,
    { href: `${brand.publicUrl}/`, ...{ "data-skip-in-text": true } },
    h(Img, { src: `${brand.publicUrl}/images/logo.png`, alt: brand.name, width: 177, height: 48 }),
  );
}

function Footer({ brand, extra }: { brand: Brand; extra?: ReactNode }) {
  return h(
    Section,
    null,
    h(Hr, null),
    h(
      Text,
      { style: styles.muted },
      `Questions? Reply to this email, write to ${brand.email} or call ${brand.phone}.`,
    ),
    h(Text, { style: styles.muted }, `${brand.name}, ${brand.address}`),
    h(
      Text,
      { style: styles.muted },
      `Registered in England and Wales, company number ${brand.companyNumber}. VAT number ${brand.vatNumber}.`,
    ),
    extra ?? null,
  );
}

/** Every email's frame: the logo, a heading, the order number when there is one, the body, the footer. */
export function EmailLayout(props: LayoutProps) {
  const { brand, orderNumber, orderUrl } = props;
  return h(
    Html,
    { lang: "en" },
    h(Head, null),
    h(Preview, null, props.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Logo, { brand }),
        h(Text, { style: styles.heading }, props.heading),
        orderNumber ? h(Text, { style: styles.muted }, `Order number: ${orderNumber}`) : null,
        props.children,
        orderUrl
          ? h(
              Section,
              { style: { margin: "20px 0" } },
              h(Link, { href: orderUrl, style: styles.button }, "View your order"),
            )
          : null,
        h(Footer, { brand, extra: props.footerExtra }),
      ),
    ),
  );
}
