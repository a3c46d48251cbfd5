import { useState } from "react";
import { useNavigate } from "react-router";
import { buildPrescriptionProOrder, isComplete } from "#web/handoffs/build-prescription-pro-order.ts";
import { savePrescriptionProOrder } from "#web/handoffs/save-prescription-pro-order.ts";
import {
  type ConfiguratorSelection,
  missingChoices,
  priceBreakdown,
  resolveSelection,
  selectionKey,
} from "../lib/configurator.ts";
import { useConfiguratorOptions } from "./use-configurator-options.ts";
import { useDiscountCode } from "./use-discount-code.ts";

const PRESCRIPTION_PRO_CHECKOUT_PATH = "/prescription-pro-checkout";

/** Everything both configurators share: options, choices, discount, price and placing the order. */
export function useConfigurator(initial: ConfiguratorSelection) {
  const options = useConfiguratorOptions();
  const navigate = useNavigate();
  const [selection, setSelection] = useState(initial);
  const resolved = resolveSelection(
    {
      visionTypes: options.visionTypes.data ?? [],
      colors: options.colors.data ?? [],
      lensTypes: options.lensTypes.data ?? [],
      finishes: options.finishes.data ?? [],
    },
    selection,
  );
  const undiscounted = priceBreakdown(resolved, null);
  const discount = useDiscountCode({
    pricePence: undiscounted.pricePence,
    revalidateKey: selectionKey(selection),
  });
  const price = priceBreakdown(resolved, discount.rule);

  /** Stores the session order and goes to the checkout; false when a choice is missing. */
  const placeOrder = (): boolean => {
    if (!isComplete(resolved)) return false;
    const code = discount.rule && price.discountPence > 0 ? discount.appliedCode : null;
    savePrescriptionProOrder(buildPrescriptionProOrder(resolved, price.totalPence, code));
    navigate(PRESCRIPTION_PRO_CHECKOUT_PATH);
    return true;
  };

  return {
    options,
    selection,
    update: (patch: Partial<ConfiguratorSelection>) => setSelection((s) => ({ ...s, ...patch })),
    resolved,
    missing: missingChoices(resolved),
    discount,
    price,
    placeOrder,
  };
}
