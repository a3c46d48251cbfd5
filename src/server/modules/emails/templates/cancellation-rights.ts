import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import {
  CANCELLATION_RIGHTS,
  CANCELLATION_RIGHTS_SENTENCES,
} from "#shared/prescription/cancellation-rights.ts";
import { paragraph, styles } from "./layout.ts";

/** A prescription order's cancellation rights, as the checkout showed them before payment. */
export function CancellationRightsBlock() {
  return h(
    Section,
    { style: { margin: "20px 0" } },
    h(Text, { style: { ...styles.text, fontWeight: 700 } }, CANCELLATION_RIGHTS.heading),
    ...CANCELLATION_RIGHTS_SENTENCES.map((sentence) => paragraph(sentence)),
  );
}
