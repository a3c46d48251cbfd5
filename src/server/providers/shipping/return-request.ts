import { type ReturnLabelRequest, ShippingError } from "./types.ts";

/** Click & Drop's limit for an order reference; ours are far shorter, so a longer one is a mistake. */
const REFERENCE_MAX = 40;

/** Runs of whitespace (newlines and tabs included) as one space, trimmed. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function problems(request: ReturnLabelRequest): string[] {
  const found: string[] = [];
  const required = (field: string, value: string, label: string) => {
    if (!oneLine(value)) found.push(`${field}: ${label} is required`);
  };
  for (const [field, value] of [
    ["returnReference", request.returnReference],
    ["orderReference", request.orderReference],
  ] as const) {
    required(field, value, field === "returnReference" ? "Return reference" : "Order reference");
    if (oneLine(value).length > REFERENCE_MAX) found.push(`${field}: At most ${REFERENCE_MAX} characters`);
  }
  const s = request.sender;
  required("sender.fullName", s.fullName, "Full name");
  required("sender.address", s.address, "Address");
  required("sender.city", s.city, "City");
  required("sender.postcode", s.postcode, "Postcode");
  if (!/^[A-Z]{2}$/.test(s.countryCode)) found.push("sender.countryCode: Invalid country code");
  const r = request.returnAddress;
  required("returnAddress.name", r.name, "Name");
  const lines = r.addressLines.map(oneLine).filter(Boolean);
  if (!lines.length) found.push("returnAddress.addressLines: Address line 1 is required");
  if (lines.length > 3) found.push("returnAddress.addressLines: At most three lines");
  required("returnAddress.city", r.city, "City");
  required("returnAddress.postcode", r.postcode, "Postcode");
  if (!/^[A-Z]{2}$/.test(r.countryCode)) found.push("returnAddress.countryCode: Invalid country code");
  return found;
}

/** Refuses a request with a missing name, address or reference before any carrier is asked. */
export function checkReturnRequest(request: ReturnLabelRequest): void {
  const found = problems(request);
  if (found.length) throw new ShippingError("validation", "The return label request is incomplete", found);
}

/**
 * `text` on one line, wrapped at spaces into lines of at most `width` characters; past `maxLines`
 * the last line ends in "...". A word longer than a line is cut.
 */
export function fitText(text: string, width: number, maxLines = 1): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of oneLine(text).split(" ")) {
    let rest = word;
    while (rest) {
      const next = current ? `${current} ${rest}` : rest;
      if (next.length <= width) {
        current = next;
        rest = "";
      } else if (current) {
        lines.push(current);
        current = "";
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? "").slice(0, width - 3)}...`;
  return kept;
}
