export {
  type NotifyCtx,
  notifyChatUnanswered,
  notifyContact,
  notifyOrderPaid,
  notifyOwner,
  notifyPaymentReview,
  notifyPrescription,
} from "./service.ts";
