import { penceToDecimal } from "#shared/money.ts";
import type { PrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";
import { firstNameOf, useCartCapture } from "./use-abandoned-cart.ts";

/**
 * The Prescription Pro checkout's capture: its one configured line (the ids of its parts, and their names
 * for the admin), never the wearer's answers or a prescription. `subtotalPence` is the parts' price before
 * any discount, as the basket checkout saves its total.
 */
export function usePrescriptionProCart(
  email: string,
  name: string,
  order: PrescriptionProOrder | null,
  subtotalPence: number,
  reminderConsent: boolean,
): void {
  useCartCapture(
    email,
    () =>
      order && {
        cartData: {
          items: [
            {
              name: "Prescription Pro",
              price: penceToDecimal(subtotalPence),
              quantity: 1,
              lineTotal: penceToDecimal(subtotalPence),
              options: {
                visionType: order.visionType,
                color: order.frameColorName,
                lensType: order.prescriptionLensTypeName,
                finish: order.finishName,
              },
            },
          ],
          firstName: firstNameOf(name),
          totalPrice: penceToDecimal(subtotalPence),
        },
        totalAmount: penceToDecimal(subtotalPence),
        prescriptionPro: {
          visionType: order.visionType,
          frameColorId: order.frameColorId,
          prescriptionLensTypeId: order.prescriptionLensTypeId,
          finishId: order.finishId,
        },
      },
    order !== null,
    reminderConsent,
  );
}
