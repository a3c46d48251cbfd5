/** What the carrier needs to know about an order to ship it. Amounts are integer pence. */
export interface ShipmentRequest {
  /** Our reference, unique per order, e.g. "NDR-123". */
  reference: string;
  orderDate: Date;
  recipient: {
    fullName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    postcode: string;
    countryCode: string;
  };
  subtotalPence: number;
  shippingPence: number;
  totalPence: number;
  itemCount: number;
}

/** What a label shows: our reference and where it goes. */
export type LabelShipment = Pick<ShipmentRequest, "reference" | "recipient">;

/** The shop's address that a returned parcel goes to. */
export interface ReturnAddress {
  /** The shop's trading name. */
  name: string;
  /** One to three lines before the city. */
  addressLines: string[];
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  countryCode: string;
}

/** A prepaid label for a shopper sending goods back at the shop's cost. */
export interface ReturnLabelRequest {
  /** Our return reference, e.g. "RET-10001". */
  returnReference: string;
  /** The order the goods came with, e.g. "NDR-123". */
  orderReference: string;
  /** The shopper posting the parcel. */
  sender: ShipmentRequest["recipient"];
  returnAddress: ReturnAddress;
}

/**
 * A label, or why the carrier gives none (the shopper then posts the parcel to the return address
 * with the return reference on it). `reason` is fit to show the admin.
 */
export type ReturnLabelResult =
  | { offered: true; trackingNumber: string; pdf: Uint8Array }
  | { offered: false; reason: string };

export interface CreatedShipment {
  carrierOrderId: string;
  trackingNumber?: string;
}

/** The postal carrier: a sandbox by default, Royal Mail Click & Drop when configured. */
export interface ShippingProvider {
  readonly name: "sandbox" | "clickanddrop";
  createOrder(order: ShipmentRequest): Promise<CreatedShipment>;
  /** The tracking number once the carrier has one, else null. */
  getTracking(carrierOrderId: string): Promise<string | null>;
  cancel(carrierOrderId: string): Promise<void>;
  /** The postage label as PDF bytes. */
  /** `shipment`: what the label is for (the sandbox prints it; a real carrier has its own copy). */
  label(carrierOrderId: string, shipment: LabelShipment): Promise<Uint8Array>;
  /** A prepaid return label; throws ShippingError as the other calls do. */
  returnLabel(request: ReturnLabelRequest): Promise<ReturnLabelResult>;
  close?(): void;
  /** Resolves when the carrier answers (readiness names "carrier" when it does not); none for the sandbox. */
  check?(): Promise<unknown>;
}

type ShippingErrorKind = "validation" | "auth" | "not_found" | "unavailable";

/** A carrier failure, with a message fit to show the admin (it never holds customer data). */
export class ShippingError extends Error {
  readonly kind: ShippingErrorKind;
  readonly details: string[];

  constructor(kind: ShippingErrorKind, message: string, details: string[] = []) {
    super(details.length ? `${message}: ${details.join("; ")}` : message);
    this.name = "ShippingError";
    this.kind = kind;
    this.details = details;
  }
}
