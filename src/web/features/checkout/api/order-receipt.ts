import { useQuery } from "@tanstack/react-query";
import { Receipt } from "#shared/schemas/receipt.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";
import { orderByPaymentIntentUrl } from "./order-by-payment-intent.ts";

/** GET /api/orders/by-payment-intent/{id}/receipt: the placed order's VAT receipt, for the client secret. */
async function fetchOrderReceipt(payment: HeldPayment): Promise<Receipt> {
  const url = `${orderByPaymentIntentUrl(payment.paymentIntentId)}/receipt`;
  const res = await apiRequest("GET", url, undefined, secretHeader(payment));
  return Receipt.parse(await res.json());
}

/** Asked once the order has its number (it is placed); before that the server answers 409. */
export function useOrderReceipt(payment: HeldPayment | null, placed: boolean) {
  return useQuery({
    queryKey: [orderByPaymentIntentUrl(payment?.paymentIntentId ?? ""), "receipt"],
    queryFn: () => fetchOrderReceipt(payment as HeldPayment),
    enabled: payment !== null && placed,
    retry: 2,
  });
}
