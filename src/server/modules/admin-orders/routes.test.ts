import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { AfricaOrderRow, PrescriptionOrderRow } from "#shared/schemas/admin.ts";
import { AdminOrderList } from "#shared/schemas/admin-orders.ts";
import { insertTestOrder } from "./test-orders.ts";

describe.each(dbKinds())("admin order views on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    ids.multi = await insertTestOrder(
      t.ctx.db,
      {
        orderType: "multi",
        subtotalPence: 7000,
        discountPence: 700,
        totalPence: 6300,
        discountCode: "DEMO10",
        discountCodeId: 1,
      },
      [
        { colorId: 2, primaryLensTypeId: 5, unitPricePence: 7500, itemTotalPence: 7500 },
        {
          productId: 4,
          productName: "Sports Socks",
          itemType: "socks",
          quantity: 3,
          unitPricePence: 500,
          itemTotalPence: 1000,
          sockSizeId: 2,
        },
      ],
    );
    ids.pro = await insertTestOrder(
      t.ctx.db,
      {
        orderType: "prescription_pro",
        subtotalPence: 15500,
        totalPence: 15500,
        prescriptionId: null,
        details: { visionType: "single_vision", frameColorId: 2, prescriptionLensTypeId: 13, finishId: 2 },
        carrierOrderId: "RM123",
        trackingNumber: "TT123GB",
        shippingStatus: "shipped",
      },
      [
        {
          productId: 7,
          productName: "Prescription Pro",
          itemType: "prescription_pro",
          unitPricePence: 15500,
        },
      ],
    );
    ids.africa = await insertTestOrder(
      t.ctx.db,
      { orderType: "africa_r3d", totalPence: 12000, subtotalPence: 12000 },
      [
        {
          productId: 6,
          productName: "Africa R3D",
          itemType: "africa_r3d",
          details: {
            africaR3DDetails: {
              frameId: 2,
              colorId: 1,
              visionTypeId: 1,
              lensTypeId: 1,
              prescriptionOption: "upload-later",
            },
          },
        },
      ],
    );
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });

  it("lists orders for the admin table with money as decimal strings and items", async () => {
    const res = await get("/api/orders");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const list = AdminOrderList.parse(res.json()).orders;
    expect(list.map((o) => o.id)).toEqual([ids.africa, ids.pro, ids.multi]);
    const multi = list.find((o) => o.id === ids.multi);
    expect(multi).toMatchObject({
      orderNumber: expect.stringMatching(/^NDR-\d+$/),
      orderType: "multi",
      total: "63.00",
      subtotal: "70.00",
      discountAmount: "7.00",
      charged: "63.00",
      refunded: "0.00",
      discountCode: "DEMO10",
      quantity: 4,
      productId: 1,
      colorId: 2,
      primaryLensTypeId: 5,
      name: "Ada Runner",
      email: "ada@example.com",
      isPrescriptionOrder: false,
      visionType: null,
    });
    expect(
      multi?.items.map((i) => [i.productName, i.itemTotal, i.colorName, i.sockSizeName, i.description]),
    ).toEqual([
      ["Primary+ Sports Sunglasses", "75.00", "Celeste", null, "Celeste, Brennweite Polarized"],
      ["Sports Socks", "10.00", null, "Medium", "Medium"],
    ]);
  });

  it("describes lines that hold their choices by id, or only on the order, from the catalogue", async () => {
    const list = AdminOrderList.parse((await get("/api/orders")).json()).orders;
    const described = (id: number | undefined) =>
      list.find((o) => o.id === id)?.items.map((i) => i.description);
    expect(described(ids.pro)).toEqual(["Single Vision, Celeste, Grey Tint, Silver Mirror"]);
    expect(described(ids.africa)).toEqual([
      "Eclipse, Black, Single Vision, Clear, Prescription: Upload later",
    ]);
  });

  it("adds prescription-pro names from the catalogue", async () => {
    const list = AdminOrderList.parse((await get("/api/orders?orderType=prescription_pro")).json()).orders;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: ids.pro,
      isPrescriptionOrder: true,
      visionType: "single_vision",
      frameColorId: 2,
      frameColorName: "Celeste",
      prescriptionLensTypeId: 13,
      prescriptionLensTypeName: "Grey Tint",
      prescriptionLensPrice: "15.00",
      finishId: 2,
      finishName: "Silver Mirror",
      finishPrice: "20.00",
      carrierOrderId: "RM123",
      shippingTrackingNumber: "TT123GB",
      shippingStatus: "shipped",
    });
  });

  it("serves prescription-pro rows in snake_case", async () => {
    const rows = z.array(PrescriptionOrderRow).parse((await get("/api/prescription-orders")).json());
    expect(rows).toEqual([
      expect.objectContaining({
        id: ids.pro,
        customer_name: "Ada Runner",
        order_status: "completed",
        total_price: "155.00",
        vision_type: "single_vision",
        frame_color_id: 2,
        prescription_lens_type_id: 13,
        finish_id: 2,
        tracking_number: "TT123GB",
      }),
    ]);
  });

  it("serves Africa R3D orders for their own table", async () => {
    const rows = z.array(AfricaOrderRow).parse((await get("/api/africa-r3d/orders")).json());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: ids.africa,
      frameId: 2,
      visionTypeId: 1,
      status: "completed",
      totalPrice: "120.00",
    });
    expect(rows[0]?.frameName).toBeTruthy();
    expect(rows[0]?.visionTypeName).toBeTruthy();
    expect(rows[0]?.orderNumber).toMatch(/^NDR-\d+$/);
    expect(rows[0]?.description).toBe("Eclipse, Black, Single Vision, Clear, Prescription: Upload later");
  });

  it("filters by status and answers 404 for the history of a missing order", async () => {
    expect(AdminOrderList.parse((await get("/api/orders?status=pending")).json())).toMatchObject({
      orders: [],
      total: 0,
    });
    expect((await get("/api/orders/999999/status-history")).statusCode).toBe(404);
    expect((await get("/api/orders/abc/status-history")).statusCode).toBe(400);
  });
});
