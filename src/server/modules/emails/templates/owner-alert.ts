import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { createElement as h } from "react";
import type { Brand } from "./brand.ts";
import { EmailLayout, paragraph, styles } from "./layout.ts";

export interface OwnerAlertProps {
  brand: Brand;
  heading: string;
  lines: string[];
  adminUrl: string;
}

/** The HTML part of an alert to the owner: its lines in the shop's frame and a button to the admin. */
export function ownerAlertHtml(props: OwnerAlertProps): Promise<string> {
  return render(
    h(
      EmailLayout,
      { brand: props.brand, heading: props.heading, preview: props.lines[0] ?? "" },
      ...props.lines.map((line) => paragraph(line)),
      h(
        Section,
        { style: { margin: "20px 0" } },
        h(Link, { href: props.adminUrl, style: styles.button }, "Open the admin"),
      ),
    ),
  );
}
