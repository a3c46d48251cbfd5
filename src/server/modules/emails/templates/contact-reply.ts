import { Text } from "@react-email/text";
import { createElement as h } from "react";
import type { Brand } from "./brand.ts";
import { EmailLayout, paragraph, styles, withBreaks } from "./layout.ts";
import { type RenderedEmail, renderEmail } from "./render.ts";

interface ContactReplyProps {
  brand: Brand;
  name: string;
  subject: string;
  reply: string;
  /** The shopper's message, quoted under the reply. */
  original: string;
}

const lines = (text: string) => text.split(/\r?\n/);

export function contactReplyEmail(props: ContactReplyProps): Promise<RenderedEmail> {
  const { brand } = props;
  return renderEmail(
    `Re: ${props.subject.replace(/[\r\n]+/g, " ")}`.slice(0, 250),
    h(
      EmailLayout,
      { brand, heading: "A reply to your message", preview: lines(props.reply)[0] ?? "" },
      paragraph(`Hello ${props.name.trim() || "there"},`),
      h(Text, { style: styles.text }, ...withBreaks(lines(props.reply))),
      h(Text, { style: styles.muted }, "You wrote:"),
      // A blockquote: the text part quotes it with "> " as mail readers expect.
      h(
        "blockquote",
        { style: { borderLeft: "3px solid #d4d4d8", paddingLeft: "12px", margin: "0 0 16px" } },
        h(Text, { style: styles.muted }, ...withBreaks(lines(props.original))),
      ),
    ),
  );
}
