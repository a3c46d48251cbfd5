import { returnPostageSentence } from "#shared/returns/cancellation-info.ts";
import type { ShopPolicies } from "#shared/schemas/shop-settings.ts";
import { useShopRules } from "#web/catalogue/shop-settings.ts";

/** One of the admin's policy figures (shop settings), as the product pages show it too. */
export function Policy({ field }: { field: keyof ShopPolicies }) {
  return <>{useShopRules().policies[field]}</>;
}

/** The returns window, and whether it goes beyond the statutory 14 days. */
export function ReturnsWindow() {
  const days = useShopRules().policies.returnsDays;
  return (
    <>
      You can return non-prescription items within {days} days of delivery for a full refund of the price of
      the goods (and the standard delivery charge, when you return the whole order), whether or not they are
      faulty.{" "}
      {days > 14
        ? "This is more generous than the 14-day cancellation period under the Consumer Contracts Regulations 2013."
        : "This is the 14-day cancellation period under the Consumer Contracts Regulations 2013."}
    </>
  );
}

/** The shop's own guarantee on top of the statutory rights, when it gives one. */
export function WarrantyText() {
  const months = useShopRules().policies.warrantyMonths;
  if (months === 0) return <>These rights apply to our frames and lenses.</>;
  return (
    <>
      On top of these rights, our frames and lenses are guaranteed against manufacturing faults for {months}{" "}
      {months === 1 ? "month" : "months"} from delivery.
    </>
  );
}

/** Who pays the postage of a change of mind (the owner's setting), and when the refund is due. */
export function ReturnPostage() {
  return <>{returnPostageSentence(useShopRules())}</>;
}
