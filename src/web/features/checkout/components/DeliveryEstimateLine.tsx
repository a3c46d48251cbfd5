import { useMemo } from "react";
import { deliveryEstimate, deliveryEstimateText } from "#shared/delivery/delivery-estimate.ts";
import type { WorkingDays } from "#shared/delivery/dispatch-times.ts";

interface DeliveryEstimateLineProps {
  /** Each line's dispatch time: the parcel leaves with the slowest. */
  dispatch: readonly WorkingDays[];
  country: string;
}

/** When an order placed now should arrive at the chosen country, in working days from today. */
export function DeliveryEstimateLine({ dispatch, country }: DeliveryEstimateLineProps) {
  const text = useMemo(
    () => deliveryEstimateText(deliveryEstimate(new Date(), dispatch, country)),
    [dispatch, country],
  );
  return (
    <p className="text-sm text-zinc-700" aria-live="polite">
      Estimated delivery: <strong data-testid="delivery-estimate">{text}</strong>
    </p>
  );
}
