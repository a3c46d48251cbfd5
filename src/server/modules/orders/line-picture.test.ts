import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { showPhotos } from "#server/modules/media-places/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_FRAME_COLOR_ID, PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import { orderEmailInput } from "./email.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

const ORIGIN = "https://shop.example";
const AFRICA_COLOUR = 1;
const item = (productId: number, extra: Partial<OrderItemRow> = {}) =>
  ({
    productId,
    productName: `Product ${productId}`,
    quantity: 1,
    itemTotalPence: 1000,
    colorId: null,
    africaColorId: null,
    details: {},
    ...extra,
  }) as OrderItemRow;

const order = {
  id: 1,
  orderNumber: "ORD-1",
  createdAt: new Date("2026-01-01T10:00:00Z"),
  paidAt: null,
  customerName: "Ada",
  customerAddress: "1 Row",
  customerCity: "London",
  customerPostcode: "SW1A 1AA",
  customerCountry: "GB",
  subtotalPence: 3000,
  discountPence: 0,
  discountCode: null,
  shippingPence: 0,
  totalPence: 3000,
  details: {},
} as unknown as OrderRow;

describe.each(dbKinds())("an order email's line pictures (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: ORIGIN });
    for (const target of [
      mediaTargets.frameColour(DEFAULT_FRAME_COLOR_ID),
      mediaTargets.product(PRODUCT_IDS.socks),
      mediaTargets.r3dColour(AFRICA_COLOUR),
    ]) {
      await showPhotos(t.ctx, target);
    }
  });
  afterAll(() => t.close());

  it("shows the colour's photo, else the product's, else the drawing, each as an absolute JPEG", async () => {
    const snapshot = await t.ctx.catalogue.snapshot();
    const colour = snapshot.byId.colors.get(DEFAULT_FRAME_COLOR_ID + 1)?.name ?? "";
    const lines = [
      item(PRODUCT_IDS.primary, { colorId: DEFAULT_FRAME_COLOR_ID }),
      item(PRODUCT_IDS.socks),
      item(PRODUCT_IDS.africaR3d, { africaColorId: AFRICA_COLOUR }),
      item(PRODUCT_IDS.primary, { colorId: DEFAULT_FRAME_COLOR_ID + 1 }),
      item(PRODUCT_IDS.nosePads),
    ];
    const smallestJpeg = (target: string) =>
      `${ORIGIN}${snapshot.media.images[target]?.[0]?.crops.landscape?.srcset.jpeg?.split(" ")[0]}`;
    const input = await orderEmailInput(t.ctx, order, lines);
    expect(input.order.lines.map((l) => l.picture)).toEqual([
      smallestJpeg(mediaTargets.frameColour(DEFAULT_FRAME_COLOR_ID)),
      smallestJpeg(mediaTargets.product(PRODUCT_IDS.socks)),
      smallestJpeg(mediaTargets.r3dColour(AFRICA_COLOUR)),
      `${ORIGIN}/images/${colour.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-480w.jpg`,
      `${ORIGIN}/images/nose-pads-480w.jpg`,
    ]);
  });

  it("shows no picture without the shop's public address", async () => {
    const { ctx } = t;
    const input = await orderEmailInput({ ...ctx, config: { ...ctx.config, PUBLIC_URL: undefined } }, order, [
      item(PRODUCT_IDS.socks),
    ]);
    expect(input.order.lines[0]?.picture).toBeUndefined();
  });
});
