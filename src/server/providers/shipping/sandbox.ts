import { createHash, randomBytes } from "node:crypto";
import { simplePdf } from "./pdf.ts";
import { checkReturnRequest, oneLine } from "./return-request.ts";
import { sandboxReturnLabelPdf } from "./sandbox-return-label.ts";
import { type ShipmentRequest, ShippingError, type ShippingProvider } from "./types.ts";

const SANDBOX_ID = /^SBX-[0-9a-f]{12}$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The UPU S10 check digit that Royal Mail tracking numbers carry after their 8-digit serial. */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((acc, digit, i) => acc + Number(digit) * (S10_WEIGHTS[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** A Royal Mail-like tracking number (RM + 8 digits + check digit + GB), derived from the carrier id. */
export function sandboxTrackingNumber(carrierOrderId: string): string {
  const hash = createHash("sha256").update(carrierOrderId).digest();
  const serial = (hash.readUInt32BE(0) % 100_000_000).toString().padStart(8, "0");
  return `RM${serial}${s10CheckDigit(serial)}GB`;
}

/** A return's tracking number: a function of our return reference, so asking again gives the same label. */
export function sandboxReturnTrackingNumber(returnReference: string): string {
  return sandboxTrackingNumber(`return:${oneLine(returnReference)}`);
}

export function isValidS10(trackingNumber: string): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(trackingNumber);
  return Boolean(match?.[1] && s10CheckDigit(match[1]) === Number(match[2]));
}

function validate(order: ShipmentRequest): string[] {
  const r = order.recipient;
  const issues: string[] = [];
  if (!r.fullName.trim()) issues.push("recipient.address.fullName: Full name is required");
  if (!r.address.trim()) issues.push("recipient.address.addressLine1: Address line 1 is required");
  if (!r.city.trim()) issues.push("recipient.address.city: City is required");
  if (!r.postcode.trim()) issues.push("recipient.address.postcode: Postcode is required");
  if (!/^[A-Z]{2}$/.test(r.countryCode)) issues.push("recipient.address.countryCode: Invalid country code");
  return issues;
}

/**
 * Needs no account and keeps no state: the tracking number is a function of the carrier id, so every
 * instance answers the same. It rejects what the real API would reject for a missing address.
 */
export function sandboxShipping(): ShippingProvider {
  const known = (carrierOrderId: string) => {
    if (!SANDBOX_ID.test(carrierOrderId)) {
      throw new ShippingError("not_found", "The postal carrier does not know this order");
    }
  };
  return {
    name: "sandbox",
    async createOrder(order) {
      const issues = validate(order);
      if (issues.length)
        throw new ShippingError("validation", "The postal carrier rejected the order", issues);
      const carrierOrderId = `SBX-${randomBytes(6).toString("hex")}`;
      return { carrierOrderId, trackingNumber: sandboxTrackingNumber(carrierOrderId) };
    },
    async getTracking(carrierOrderId) {
      known(carrierOrderId);
      return sandboxTrackingNumber(carrierOrderId);
    },
    async cancel(carrierOrderId) {
      known(carrierOrderId);
    },
    async label(carrierOrderId, shipment) {
      known(carrierOrderId);
      const to = shipment.recipient;
      return simplePdf([
        "SANDBOX LABEL",
        "Not for postage",
        "",
        to.fullName,
        to.address,
        to.city,
        to.postcode,
        to.countryCode,
        "",
        `Order: ${shipment.reference}`,
        `Tracking: ${sandboxTrackingNumber(carrierOrderId)}`,
        `Carrier order: ${carrierOrderId}`,
      ]);
    },
    async returnLabel(request) {
      checkReturnRequest(request);
      const trackingNumber = sandboxReturnTrackingNumber(request.returnReference);
      return { offered: true, trackingNumber, pdf: sandboxReturnLabelPdf(request, trackingNumber) };
    },
  };
}
