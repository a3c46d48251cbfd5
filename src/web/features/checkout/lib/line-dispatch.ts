import { dispatchTimeOf, type WorkingDays } from "#shared/delivery/dispatch-times.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";

/** Each basket line's dispatch time; an Africa R3D frame with prescription lenses takes the prescription time. */
export function lineDispatch(items: readonly BasketItem[]): WorkingDays[] {
  return items.map((item) =>
    dispatchTimeOf(
      item.product.productType,
      item.africaR3DDetails !== undefined && item.africaR3DDetails.prescriptionOption !== "no-prescription",
    ),
  );
}
