export { emailAdminRoutes } from "./admin-routes.ts";
export { emailQueueDepth } from "./queue-depth.ts";
export { queueUnpreparedSql } from "./repo.ts";
export { type AttachmentSource, type EmailKind, EmailService, type Preparer } from "./service.ts";
export { shopBrand } from "./shop-brand.ts";
export { type BasketReminderLine, basketReminderEmail } from "./templates/basket-reminder.ts";
export { type Brand, brandOf } from "./templates/brand.ts";
export { clubCodeEmail } from "./templates/club-code.ts";
export { contactReplyEmail } from "./templates/contact-reply.ts";
export {
  cancellationEmail,
  deliveredEmail,
  type OrderEmailInput,
  orderConfirmationEmail,
  paymentRequestEmail,
  refundEmail,
  shippedEmail,
} from "./templates/order-emails.ts";
export type { OrderLine, OrderSummary } from "./templates/order-summary.ts";
export { ownerAlertHtml } from "./templates/owner-alert.ts";
export { prescriptionReminderEmail } from "./templates/prescription-emails.ts";
export {
  type PrescriptionReceivedInput,
  prescriptionReceivedEmail,
} from "./templates/prescription-received.ts";
export {
  prescriptionQueryEmail,
  prescriptionVerifiedEmail,
  prescriptionWithLabEmail,
} from "./templates/prescription-stage-emails.ts";
export {
  type ReturnEmailInput,
  returnApprovedEmail,
  returnReceivedEmail,
  returnRefundedEmail,
  returnRefusedEmail,
  returnRequestedEmail,
} from "./templates/return-emails.ts";
export type { ReturnsInfo } from "./templates/returns-info.ts";
export { staffInvitationEmail } from "./templates/staff-emails.ts";
