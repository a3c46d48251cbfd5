import { simplePdf } from "./pdf.ts";
import { fitText } from "./return-request.ts";
import type { ReturnLabelRequest } from "./types.ts";

/** A5 portrait: the shopper prints the label at home, on A4 folded or cut in half. */
const PAGE = { width: 420, height: 595 };
/** Characters of 11 pt Helvetica (about 6.6 pt each) that fit between the 20 pt margins. */
const WIDTH = 56;

/** The lines of the sandbox's return label: where it goes, who sends it, and both references. */
export function sandboxReturnLabelLines(request: ReturnLabelRequest, trackingNumber: string): string[] {
  const { sender: from, returnAddress: to } = request;
  return [
    "SANDBOX RETURN LABEL",
    "Not for postage. Postage paid by the shop.",
    "",
    "To:",
    ...fitText(to.name, WIDTH, 2),
    ...to.addressLines.flatMap((line) => fitText(line, WIDTH)).filter(Boolean),
    ...fitText(to.city, WIDTH),
    ...fitText(to.postcode, WIDTH),
    to.countryCode,
    "",
    "From:",
    ...fitText(from.fullName, WIDTH, 2),
    ...fitText(from.address, WIDTH, 3),
    ...fitText(from.city, WIDTH),
    ...fitText(from.postcode, WIDTH),
    from.countryCode,
    "",
    ...fitText(`Return: ${request.returnReference}`, WIDTH),
    ...fitText(`Order: ${request.orderReference}`, WIDTH),
    `Tracking: ${trackingNumber}`,
  ];
}

export function sandboxReturnLabelPdf(request: ReturnLabelRequest, trackingNumber: string): Uint8Array {
  return simplePdf(sandboxReturnLabelLines(request, trackingNumber), PAGE);
}
