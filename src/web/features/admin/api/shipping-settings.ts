import { ShippingSettings } from "#shared/schemas/shipping.ts";
import { useAdminQuery } from "./admin-query.ts";

const SHIPPING_SETTINGS_URL = "/api/shipping/settings";

export const useShippingSettings = () => useAdminQuery(SHIPPING_SETTINGS_URL, ShippingSettings);
