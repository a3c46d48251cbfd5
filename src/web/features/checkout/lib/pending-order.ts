import { penceToDecimal } from "#shared/money.ts";
import { type LineRules, lineSharesPence, orderTypeOf } from "#shared/pricing/index.ts";
import type { CheckoutResponse, CustomerInput } from "#shared/schemas/checkout.ts";
import type { BasketItem } from "#web/basket/basket-types.ts";

/**
 * The order as the browser holds it in session storage between the payment and the confirmation page
 * (the standard and the Africa R3D pending order payloads). The server
 * ignores its amounts: it already holds the order it priced; only the customer fields and the payment
 * intent id are used.
 */

export type CheckoutFlow = "standard" | "africa-r3d";
/** Where the lines came from, so only that is cleared after payment. */
export type LinesSource = "basket" | "africa-selection";

export interface PendingOrderItem {
  productId: number;
  productName: string;
  productPrice: string;
  quantity: number;
  colorId: number | null;
  primaryLensTypeId: number | null;
  prescriptionLensTypeId: number | null;
  sockSizeId: number | null;
  itemTotal: string;
  itemType: string;
  product: BasketItem["product"];
}

export interface StoredPendingOrder {
  type: CheckoutFlow;
  source: LinesSource;
  data: Record<string, unknown> & {
    email: string;
    stripePaymentIntentId: string;
    total: string;
    items: PendingOrderItem[];
  };
}

/** A line with its share of the subtotal (the socks offer spread over the socks lines), as the server keeps it. */
function pendingItem(item: BasketItem, sharePence: number): PendingOrderItem {
  return {
    productId: item.product.id,
    productName: item.product.name,
    productPrice: penceToDecimal(item.unitPricePence),
    quantity: item.quantity,
    colorId: item.color?.id ?? item.africaR3DDetails?.colorId ?? null,
    primaryLensTypeId: item.lensType?.id ?? null,
    prescriptionLensTypeId: null,
    sockSizeId: item.sockSize?.id ?? null,
    itemTotal: penceToDecimal(sharePence),
    itemType: item.product.productType,
    product: item.product,
  };
}

interface PendingOrderInput {
  flow: CheckoutFlow;
  source: LinesSource;
  customer: CustomerInput;
  items: readonly BasketItem[];
  checkout: CheckoutResponse;
  isPrescriptionOrder: boolean;
  /** The shop settings the basket was priced with (the socks offer). */
  rules: LineRules;
}

export function buildPendingOrder(input: PendingOrderInput): StoredPendingOrder {
  const { customer, checkout, items } = input;
  const { amounts, discount } = checkout;
  const shares = lineSharesPence(
    items.map((i) => ({
      unitPence: i.unitPricePence,
      quantity: i.quantity,
      productType: i.product.productType,
    })),
    input.rules,
  );
  const lines = items.map((item, i) => pendingItem(item, shares[i] as number));
  const first = lines[0];
  const common = {
    ...customer,
    subtotal: amounts.subtotal,
    discountAmount: amounts.discount,
    discountCodeId: discount?.id ?? null,
    discountCode: discount?.code ?? null,
    shipping: amounts.shipping,
    total: amounts.total,
    items: lines,
    stripePaymentIntentId: checkout.paymentIntentId,
    status: "pending",
    // For support: how this order was put together, never read back to price anything.
    debug: { flow: input.flow, source: input.source, lines: lines.length, savedAt: new Date().toISOString() },
  };
  const africa = items.find((i) => i.africaR3DDetails)?.africaR3DDetails;
  if (input.flow === "africa-r3d" && africa) {
    return {
      type: "africa-r3d",
      source: input.source,
      data: {
        ...common,
        design: africa.frameId,
        color: africa.colorId,
        visionType: africa.visionTypeId,
        lensType: africa.lensTypeId,
        prescriptionOption: africa.prescriptionOption,
        quantity: 1,
      },
    };
  }
  return {
    type: "standard",
    source: input.source,
    data: {
      ...common,
      productId: first?.productId ?? null,
      colorId: first?.colorId ?? null,
      primaryLensTypeId: first?.primaryLensTypeId ?? null,
      prescriptionLensTypeId: null,
      sockSizeId: first?.sockSizeId ?? null,
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      orderType: orderTypeOf(items.map((i) => i.product.productType)),
      isPrescriptionOrder: input.isPrescriptionOrder,
    },
  };
}
