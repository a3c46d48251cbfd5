// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaFixture } from "#shared/media-fixtures.ts";
import { EMPTY_MEDIA, mediaTargets } from "#shared/media-pick.ts";
import type { PlacedOrder } from "#shared/schemas/order-confirmation.ts";
import { withMedia } from "#web/media/test-render.tsx";
import { PlacedOrderView } from "./PlacedOrderView.tsx";

afterEach(cleanup);

/** A placed order of one Primary+ in Ronhill Black, as the confirmation page gets it. */
const ORDER: PlacedOrder = {
  orderNumber: "NDR-10001",
  orderType: "standard",
  items: [
    {
      productId: PRODUCT_IDS.primary,
      name: "Primary+",
      description: "Ronhill Black, Polarized",
      colorName: "Ronhill Black",
      colorId: 1,
      africaColorId: null,
      quantity: 1,
      total: "75.00",
    },
  ],
  subtotal: "75.00",
  discount: "0.00",
  discountCode: null,
  shipping: "0.00",
  total: "75.00",
  vatIncluded: "12.50",
  deliveryAddress: { name: "A", address: "1 Street", city: "Leeds", postcode: "LS1 1AA", country: "GB" },
  email: "a@example.com",
  prescriptionFormUrl: null,
  orderPageUrl: "/order?t=x",
  deliveryEstimate: { earliest: "2026-12-01", latest: "2026-12-03" },
};

const thumbnail = () => screen.getByTestId("line-thumbnail");

describe("the placed order's lines", () => {
  it("show the owner's photo of the line's colour, else its product's", () => {
    withMedia(
      <PlacedOrderView order={ORDER} receipt={null} />,
      mediaFixture({ [mediaTargets.frameColour(1)]: [3] }),
    );
    expect(thumbnail().querySelector("img")?.getAttribute("src")).toBe("/media/p3-landscape-960.jpg");
    cleanup();
    withMedia(
      <PlacedOrderView order={ORDER} receipt={null} />,
      mediaFixture({ [mediaTargets.product(PRODUCT_IDS.primary)]: [5] }),
    );
    expect(thumbnail().querySelector("img")?.getAttribute("src")).toBe("/media/p5-landscape-960.jpg");
  });

  it("show the drawing of the frame colour when nothing is uploaded", () => {
    withMedia(<PlacedOrderView order={ORDER} receipt={null} />, EMPTY_MEDIA);
    expect(thumbnail().getAttribute("src")).toBe("/images/ronhill-black-480w.webp");
  });
});
