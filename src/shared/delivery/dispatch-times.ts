import { isUkCountry } from "../pricing/shipping.ts";

/** A span of working days, e.g. 5 to 10 for "1–2 weeks". */
export interface WorkingDays {
  min: number;
  max: number;
}

/** How long the shop takes to send a product: in stock, or made to order. */
export interface DispatchTime extends WorkingDays {
  /** As a sentence ends: "Dispatched {text}." */
  text: string;
}

/**
 * The shop's dispatch times, the one place they are set. Socks, nose pads and spare lenses leave from
 * stock; frames with their lenses are fitted to order, and prescription lenses are ground for the wearer.
 */
export const DISPATCH_TIMES = {
  inStock: { min: 1, max: 1, text: "the next working day" },
  madeToOrder: { min: 5, max: 10, text: "within 1–2 weeks" },
  prescription: { min: 10, max: 15, text: "within 2–3 weeks" },
} as const satisfies Record<string, DispatchTime>;

export type DispatchKind = keyof typeof DISPATCH_TIMES;

/** What each product type is, by the catalogue's product types. */
const KIND_OF_PRODUCT_TYPE: Record<string, DispatchKind> = {
  primary: "madeToOrder",
  africa_r3d: "madeToOrder",
  prescription: "prescription",
  prescription_pro: "prescription",
  spare: "inStock",
  socks: "inStock",
  accessories: "inStock",
};

/**
 * The dispatch time of a product type; a frame ordered with prescription lenses (Africa R3D's prescription
 * option) takes the prescription time. An unknown type takes the longest of the made-to-order times.
 */
export function dispatchTimeOf(productType: string, withPrescription = false): DispatchTime {
  const kind = KIND_OF_PRODUCT_TYPE[productType] ?? "prescription";
  if (withPrescription && kind !== "inStock") return DISPATCH_TIMES.prescription;
  return DISPATCH_TIMES[kind];
}

/** Product types a shopper may buy with or without prescription lenses (Africa R3D's prescription option). */
const PRESCRIPTION_OPTIONAL: ReadonlySet<string> = new Set(["africa_r3d"]);

/**
 * What a product page says of its dispatch: its own time, and for a frame that may take prescription lenses
 * the longer time those take too, so the page never promises what the shopper's choice changes.
 */
export function dispatchSentence(productType: string): string {
  const own = dispatchTimeOf(productType);
  if (!PRESCRIPTION_OPTIONAL.has(productType)) return `Dispatched ${own.text}.`;
  return `Dispatched ${own.text}, or ${dispatchTimeOf(productType, true).text} with prescription lenses.`;
}

/** Lines sent together leave when the slowest is ready. */
export function slowestDispatch(times: readonly WorkingDays[]): WorkingDays {
  if (times.length === 0) return DISPATCH_TIMES.inStock;
  return {
    min: Math.max(...times.map((t) => t.min)),
    max: Math.max(...times.map((t) => t.max)),
  };
}

/** The carriers' times after dispatch, by the delivery country: tracked UK post, or international. */
export const SHIPPING_TIMES = {
  uk: { min: 1, max: 3 },
  abroad: { min: 5, max: 10 },
} as const satisfies Record<string, WorkingDays>;

export const shippingTimeOf = (country: string): WorkingDays =>
  isUkCountry(country) ? SHIPPING_TIMES.uk : SHIPPING_TIMES.abroad;

/** Every dispatch time in one sentence, for the FAQ and the terms. */
export const DISPATCH_SUMMARY = `Socks, nose pads and spare lenses are dispatched ${DISPATCH_TIMES.inStock.text}; sunglasses are fitted to order and dispatched ${DISPATCH_TIMES.madeToOrder.text}; prescription glasses are made for you and dispatched ${DISPATCH_TIMES.prescription.text}.`;
