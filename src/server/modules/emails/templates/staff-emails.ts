import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { createElement as h } from "react";
import { ROLE_LABELS, type Role } from "#shared/staff/roles.ts";
import type { Brand } from "./brand.ts";
import { EmailLayout, paragraph, styles } from "./layout.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

interface StaffInvitationProps {
  brand: Brand;
  name: string;
  role: Role;
  /** The single-use link where they choose a password. */
  url: string;
  username: string;
  expiresAt: Date;
  invitedBy: string;
}

const expiry = (at: Date) =>
  at.toLocaleString("en-GB", { timeZone: "Europe/London", dateStyle: "long", timeStyle: "short" });

/** An owner asked this person to join the shop's admin. */
export function staffInvitationEmail(props: StaffInvitationProps): Promise<RenderedEmail> {
  const { brand, url } = props;
  const role = ROLE_LABELS[props.role].toLowerCase();
  return renderEmail(
    `You are invited to the ${brand.name} admin`,
    h(
      EmailLayout,
      {
        brand,
        heading: `Join the ${brand.name} admin`,
        preview: `${props.invitedBy} invited you as ${role}`,
      },
      paragraph(`Hi ${props.name.trim() || "there"},`),
      paragraph(
        `${props.invitedBy} invited you to the ${brand.name} admin as ${role}. Your username is ${props.username}.`,
      ),
      paragraph("Choose your password with the link below. It works once."),
      h(
        Section,
        { style: { margin: "16px 0" } },
        h(Link, { href: url, style: styles.button }, "Choose your password"),
      ),
      paragraph(`Or open this address: ${url}`),
      paragraph(`The link stops working on ${expiry(props.expiresAt)} (UK time).`),
      paragraph("If you did not expect this, ignore this email: nothing happens until the link is used."),
    ),
  );
}
