import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { CUSTOMER_FIXTURE } from "#shared/catalogue-fixtures.ts";
import type { CheckoutResponse } from "#shared/schemas/checkout.ts";
import { africaFrame, socks, sunglasses } from "#web/basket/basket-fixtures.ts";
import { buildPendingOrder } from "./pending-order.ts";

const CUSTOMER = CUSTOMER_FIXTURE;
const CHECKOUT: CheckoutResponse = {
  clientSecret: "pi_abc12345_secret_x",
  paymentIntentId: "pi_abc12345",
  status: "requires_payment_method",
  orderId: 9,
  amounts: { subtotal: "90.00", discount: "9.00", shipping: "0.00", total: "81.00", charge: "81.00" },
  discount: { id: 3, code: "DEMO10", discountType: "percentage", discountValue: 10, discountAmount: "9.00" },
  checkoutToken: "t".repeat(32),
  confirmationToken: "c1.9.1999999999.signature",
};

describe("buildPendingOrder (the standard pending order payload)", () => {
  it("holds the customer, the server's amounts, every line with its product, and the order type", () => {
    const order = buildPendingOrder({
      flow: "standard",
      source: "basket",
      customer: CUSTOMER,
      items: [sunglasses(), socks(3)],
      checkout: CHECKOUT,
      isPrescriptionOrder: false,
      rules: DEFAULT_SHOP_SETTINGS,
    });
    expect(order.type).toBe("standard");
    expect(order.data).toMatchObject({
      email: "ada@example.com",
      subtotal: "90.00",
      discountAmount: "9.00",
      discountCodeId: 3,
      total: "81.00",
      stripePaymentIntentId: "pi_abc12345",
      status: "pending",
      orderType: "multi",
      productId: 1,
      colorId: 1,
      primaryLensTypeId: 5,
      quantity: 4,
    });
    expect(order.data.items).toEqual([
      expect.objectContaining({
        productId: 1,
        productPrice: "75.00",
        itemTotal: "75.00",
        itemType: "primary",
      }),
      expect.objectContaining({ productId: 4, sockSizeId: 2, itemTotal: "10.00", itemType: "socks" }),
    ]);
    expect(order.data.items[0]?.product).toEqual(sunglasses().product);
    expect(order.data.debug).toMatchObject({ flow: "standard", source: "basket", lines: 2 });
  });

  it("gives an Africa R3D selection the Africa R3D payload", () => {
    const order = buildPendingOrder({
      flow: "africa-r3d",
      source: "africa-selection",
      customer: CUSTOMER,
      items: [africaFrame("upload-later")],
      checkout: CHECKOUT,
      isPrescriptionOrder: false,
      rules: DEFAULT_SHOP_SETTINGS,
    });
    expect(order.type).toBe("africa-r3d");
    expect(order.data).toMatchObject({
      design: 1,
      color: 2,
      prescriptionOption: "upload-later",
      quantity: 1,
    });
  });
});
