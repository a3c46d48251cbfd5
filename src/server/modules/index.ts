import type { FastifyInstance } from "fastify";
import { abandonedCartAdminRoutes, abandonedCartRoutes } from "#server/modules/abandoned-carts/index.ts";
import {
  adminAuthRoutes,
  adminSessionRoutes,
  myAccountRoutes,
  secondFactorResetRoutes,
} from "#server/modules/admin-auth/index.ts";
import { adminOrderRoutes } from "#server/modules/admin-orders/index.ts";
import { auditAdminRoutes } from "#server/modules/audit/index.ts";
import { barcodeAdminRoutes } from "#server/modules/barcodes/index.ts";
import { basketPricingRoutes } from "#server/modules/basket-pricing/index.ts";
import { catalogueRoutes } from "#server/modules/catalogue/index.ts";
import { catalogueAdminRoutes } from "#server/modules/catalogue-admin/index.ts";
import { chatRoutes } from "#server/modules/chat/index.ts";
import { checkoutRoutes } from "#server/modules/checkout/index.ts";
import { clubRoutes } from "#server/modules/club/index.ts";
import { contactAdminRoutes, contactRoutes } from "#server/modules/contact/index.ts";
import { discountAdminRoutes, discountRoutes } from "#server/modules/discounts/index.ts";
import { emailAdminRoutes } from "#server/modules/emails/index.ts";
import { healthRoutes } from "#server/modules/health/index.ts";
import { mediaAdminRoutes, mediaRoutes } from "#server/modules/media/index.ts";
import { mediaPlaceAdminRoutes } from "#server/modules/media-places/index.ts";
import { orderConfirmationRoutes } from "#server/modules/order-confirmation/index.ts";
import { orderLookupRoutes } from "#server/modules/order-lookup/index.ts";
import { orderRoutes } from "#server/modules/orders/index.ts";
import { prescriptionWorkRoutes } from "#server/modules/prescription-work/index.ts";
import {
  prescriptionAdminRoutes,
  prescriptionLinkRoutes,
  prescriptionRoutes,
} from "#server/modules/prescriptions/index.ts";
import { privacyAdminRoutes, privacyRoutes } from "#server/modules/privacy/index.ts";
import { reportAdminRoutes } from "#server/modules/reports/index.ts";
import { returnAdminRoutes, returnRoutes } from "#server/modules/returns/index.ts";
import { returnsInfoRoutes } from "#server/modules/returns-info/index.ts";
import { shippingAdminRoutes } from "#server/modules/shipping/index.ts";
import { staffAdminRoutes, staffInvitationRoutes } from "#server/modules/staff/index.ts";
import { stockAdminRoutes } from "#server/modules/stock/index.ts";
import { webhookRoutes } from "#server/modules/webhooks/index.ts";
import type { AppContext } from "../context.ts";

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
  returnsInfoRoutes,
  abandonedCartRoutes,
  abandonedCartAdminRoutes,
  webhookRoutes,
  adminAuthRoutes,
  adminSessionRoutes,
  staffAdminRoutes,
  staffInvitationRoutes,
  myAccountRoutes,
  secondFactorResetRoutes,
  adminOrderRoutes,
  auditAdminRoutes,
  discountAdminRoutes,
  catalogueAdminRoutes,
  mediaPlaceAdminRoutes,
  barcodeAdminRoutes,
  emailAdminRoutes,
  prescriptionRoutes,
  prescriptionAdminRoutes,
  prescriptionLinkRoutes,
  prescriptionWorkRoutes,
  returnRoutes,
  returnAdminRoutes,
  contactRoutes,
  contactAdminRoutes,
  clubRoutes,
  shippingAdminRoutes,
  chatRoutes,
  privacyRoutes,
  privacyAdminRoutes,
  stockAdminRoutes,
  reportAdminRoutes,
  mediaRoutes,
  mediaAdminRoutes,
];
