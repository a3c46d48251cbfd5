import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { abandonedCartRoutes } from "./abandoned-carts/routes.ts";
import { adminSessionRoutes } from "./admin-auth/admin-routes.ts";
import { adminAuthRoutes } from "./admin-auth/routes.ts";
import { adminOrderRoutes } from "./admin-orders/routes.ts";
import { barcodeAdminRoutes } from "./barcodes/admin-routes.ts";
import { basketPricingRoutes } from "./basket-pricing/routes.ts";
import { catalogueRoutes } from "./catalogue/routes.ts";
import { catalogueAdminRoutes } from "./catalogue-admin/admin-routes.ts";
import { chatRoutes } from "./chat/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { clubRoutes } from "./club/routes.ts";
import { contactAdminRoutes } from "./contact/admin-routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { discountAdminRoutes } from "./discounts/admin-routes.ts";
import { discountRoutes } from "./discounts/routes.ts";
import { emailAdminRoutes } from "./emails/admin-routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { orderConfirmationRoutes } from "./order-confirmation/routes.ts";
import { orderLookupRoutes } from "./order-lookup/routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { prescriptionAdminRoutes } from "./prescriptions/admin-routes.ts";
import { prescriptionLinkRoutes } from "./prescriptions/link-routes.ts";
import { prescriptionRoutes } from "./prescriptions/routes.ts";
import { privacyAdminRoutes } from "./privacy/admin-routes.ts";
import { privacyRoutes } from "./privacy/routes.ts";
import { seoRoutes } from "./seo/routes.ts";
import { shippingAdminRoutes } from "./shipping/admin-routes.ts";
import { stockAdminRoutes } from "./stock/admin-routes.ts";
import { webhookRoutes } from "./webhooks/routes.ts";

type Module = (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;

/** Every feature module, registered in this order. Add a module with one line here. */
export const MODULES: Module[] = [
  healthRoutes,
  catalogueRoutes,
  basketPricingRoutes,
  discountRoutes,
  checkoutRoutes,
  orderRoutes,
  orderLookupRoutes,
  orderConfirmationRoutes,
  abandonedCartRoutes,
  webhookRoutes,
  adminAuthRoutes,
  adminSessionRoutes,
  adminOrderRoutes,
  discountAdminRoutes,
  catalogueAdminRoutes,
  barcodeAdminRoutes,
  emailAdminRoutes,
  prescriptionRoutes,
  prescriptionAdminRoutes,
  prescriptionLinkRoutes,
  contactRoutes,
  contactAdminRoutes,
  clubRoutes,
  shippingAdminRoutes,
  chatRoutes,
  privacyRoutes,
  privacyAdminRoutes,
  stockAdminRoutes,
  seoRoutes,
];
