import type { Config } from "#server/env.ts";
import { CLICK_AND_DROP_BASE_URL, clickAndDropShipping } from "./clickanddrop.ts";
import { sandboxShipping } from "./sandbox.ts";
import type { ShippingProvider } from "./types.ts";

export type {
  CreatedShipment,
  LabelShipment,
  ReturnAddress,
  ReturnLabelRequest,
  ReturnLabelResult,
  ShipmentRequest,
  ShippingProvider,
} from "./types.ts";
export { ShippingError } from "./types.ts";

export function createShippingProvider(config: Config): ShippingProvider {
  if (config.SHIPPING_PROVIDER === "clickanddrop" && config.CLICK_AND_DROP_API_KEY) {
    return clickAndDropShipping({
      baseUrl: config.CLICK_AND_DROP_BASE_URL ?? CLICK_AND_DROP_BASE_URL,
      apiKey: config.CLICK_AND_DROP_API_KEY,
    });
  }
  return sandboxShipping();
}
