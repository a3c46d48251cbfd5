import { describe, expect, it } from "vitest";
import { isValidS10, s10CheckDigit, sandboxShipping, sandboxTrackingNumber } from "./sandbox.ts";
import { type ShipmentRequest, ShippingError } from "./types.ts";

const order: ShipmentRequest = {
  reference: "NDR-1",
  orderDate: new Date(),
  recipient: {
    fullName: "Jo Runner",
    email: "jo@example.com",
    phone: "07700900123",
    address: "12 High Street",
    city: "Leeds",
    postcode: "LS1 4AB",
    countryCode: "GB",
  },
  subtotalPence: 5500,
  shippingPence: 0,
  totalPence: 5500,
  itemCount: 1,
};

describe("sandbox shipping provider", () => {
  it("computes the UPU S10 check digit", () => {
    // The standard's example number is AB473124829GB.
    expect(s10CheckDigit("47312482")).toBe(9);
    expect(s10CheckDigit("12345678")).toBe(5);
  });

  it("issues valid-looking Royal Mail tracking numbers that every instance agrees on", async () => {
    const carrier = sandboxShipping();
    const created = await carrier.createOrder(order);
    expect(created.carrierOrderId).toMatch(/^SBX-[0-9a-f]{12}$/);
    expect(created.trackingNumber).toMatch(/^RM\d{9}GB$/);
    expect(isValidS10(created.trackingNumber as string)).toBe(true);
    expect(await sandboxShipping().getTracking(created.carrierOrderId)).toBe(created.trackingNumber);
    expect(sandboxTrackingNumber(created.carrierOrderId)).toBe(created.trackingNumber);
    const pdf = Buffer.from(await carrier.label(created.carrierOrderId, order)).toString("latin1");
    expect(pdf).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    // Who it goes to and which order it is, under a heading that fits the label's width.
    const shown = [...pdf.matchAll(/\((.*)\) Tj/g)].map((m) => m[1]);
    expect(shown).toEqual(
      expect.arrayContaining(["Jo Runner", "12 High Street", "Leeds", "LS1 4AB", "GB", "Order: NDR-1"]),
    );
    expect(shown).toContain(`Tracking: ${created.trackingNumber}`);
    expect(shown[0]).toBe("SANDBOX LABEL");
    // Helvetica averages about 0.6 em a character: 16 pt x 0.6 x length + the 20 pt margin stays inside 283 pt.
    expect(20 + (shown[0]?.length ?? 0) * 16 * 0.6).toBeLessThan(283);
    await expect(carrier.cancel(created.carrierOrderId)).resolves.toBeUndefined();
  });

  it("rejects a missing address and an unknown carrier id", async () => {
    const carrier = sandboxShipping();
    const bad = { ...order, recipient: { ...order.recipient, postcode: " ", address: "" } };
    const error = await carrier.createOrder(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShippingError);
    expect((error as ShippingError).kind).toBe("validation");
    expect((error as ShippingError).details).toHaveLength(2);
    await expect(carrier.getTracking("12345")).rejects.toMatchObject({ kind: "not_found" });
  });
});
