import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import type { Brand } from "./brand.ts";
import { EmailLayout, paragraph, styles } from "./layout.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

interface ClubCodeProps {
  brand: Brand;
  firstName: string;
  code: string;
  percent: number;
  /** A repeat signup: the same code again. */
  again: boolean;
  /** The club's one-click unsubscribe page; the club module signs it. */
  unsubscribeUrl?: string | null;
}

export function clubCodeEmail(props: ClubCodeProps): Promise<RenderedEmail> {
  const { brand, code, percent, unsubscribeUrl } = props;
  const where = brand.publicUrl ? ` at ${brand.publicUrl}` : "";
  const unsubscribe = unsubscribeUrl
    ? h(
        Text,
        { style: styles.muted },
        "You receive this because you joined our club. ",
        h(Link, { href: unsubscribeUrl }, "Unsubscribe"),
        ` from club emails: ${unsubscribeUrl}`,
      )
    : null;
  return renderEmail(
    `Your ${percent}% club discount code`,
    h(
      EmailLayout,
      {
        brand,
        heading: props.again ? "Your club discount code" : `Welcome to the ${brand.name} club`,
        preview: `Your personal ${percent}% discount code`,
        footerExtra: unsubscribe,
      },
      paragraph(`Hi ${props.firstName.trim() || "there"},`),
      paragraph(
        props.again ? "Here is your personal club discount code again:" : "Your personal discount code is:",
      ),
      h(
        Section,
        { style: { margin: "16px 0", textAlign: "center" } },
        h(
          Text,
          { style: { ...styles.heading, letterSpacing: "2px", fontFamily: "Courier, monospace" } },
          code,
        ),
      ),
      paragraph(`It takes ${percent}% off every order, for life. Enter it at checkout${where}.`),
      paragraph("As a member you'll also hear first about new launches and member-only competitions."),
    ),
  );
}
