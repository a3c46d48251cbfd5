import { SHOPPER_CANCELLABLE } from "#shared/order-status.ts";

/** A shopper may cancel an order made to a prescription until its lenses are being made. */
export const shopperMayCancel = (order: { needsPrescription: boolean; status: string }): boolean =>
  order.needsPrescription && (SHOPPER_CANCELLABLE as readonly string[]).includes(order.status);
