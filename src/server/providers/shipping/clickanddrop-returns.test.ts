import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clickAndDropShipping } from "./clickanddrop.ts";
import { type ClickAndDropFake, startClickAndDropFake } from "./test-fake-clickanddrop.ts";
import { defaultReturnServices } from "./test-fake-clickanddrop-returns.ts";
import { type ReturnLabelRequest, ShippingError, type ShippingProvider } from "./types.ts";

const request = (sender: Partial<ReturnLabelRequest["sender"]> = {}): ReturnLabelRequest => ({
  returnReference: "RET-10001",
  orderReference: "NDR-42",
  sender: {
    fullName: "Jo Anne Runner",
    email: "jo@example.com",
    phone: "07700900123",
    address: "Flat 2, 12 High Street",
    city: "Leeds",
    postcode: "LS1 4AB",
    countryCode: "GB",
    ...sender,
  },
  returnAddress: {
    name: "Sunny Shades Returns",
    addressLines: ["Unit 4, Mill Yard"],
    city: "Bradford",
    postcode: "BD1 4SJ",
    countryCode: "GB",
  },
});

async function shippingError(promise: Promise<unknown>): Promise<ShippingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShippingError);
  return error as ShippingError;
}

describe("Click & Drop return labels against a local fake of the API", () => {
  let fake: ClickAndDropFake;
  let carrier: ShippingProvider;
  beforeAll(async () => {
    fake = await startClickAndDropFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.arrivals.length = 0;
    fake.script.length = 0;
    fake.returns.length = 0;
    fake.returnsEnabled = true;
    fake.returnServices = defaultReturnServices();
    carrier = clickAndDropShipping({ baseUrl: fake.url, apiKey: fake.apiKey, retryBaseMs: 20 });
  });

  it("books a return on the account's return service and hands back its tracking number and PDF", async () => {
    const result = await carrier.returnLabel(request());
    if (!result.offered) throw new Error(result.reason);
    expect(result.trackingNumber).toMatch(/^RT\d{9}GB$/);
    expect(Buffer.from(result.pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(Buffer.from(result.pdf).toString("latin1")).toContain(result.trackingNumber);
    expect(fake.arrivals.map((a) => `${a.method} ${a.path}`)).toEqual([
      "GET /api/v1/returns/services",
      "POST /api/v1/returns",
    ]);
    expect(fake.arrivals[1]?.body).toEqual({
      service: { serviceCode: "TRN" },
      shipment: {
        shippingAddress: {
          firstName: "Jo Anne",
          lastName: "Runner",
          addressLine1: "Flat 2, 12 High Street",
          city: "Leeds",
          postcode: "LS1 4AB",
          countryIsoCode: "GB",
        },
        returnAddress: {
          companyName: "Sunny Shades Returns",
          addressLine1: "Unit 4, Mill Yard",
          city: "Bradford",
          postcode: "BD1 4SJ",
          countryIsoCode: "GB",
        },
        customerReference: { reference: "RET-10001" },
      },
    });

    await carrier.returnLabel(request());
    expect(fake.arrivals.filter((a) => a.path.endsWith("/services"))).toHaveLength(1);
  });

  it("books on a configured return service without listing them", async () => {
    fake.returnServices.push({ serviceCode: "TRS", serviceName: "Tracked Returns 24" });
    const configured = clickAndDropShipping({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      returnServiceCode: "TRS",
    });
    expect((await configured.returnLabel(request())).offered).toBe(true);
    expect(fake.arrivals.map((a) => a.path)).toEqual(["/api/v1/returns"]);
    expect(fake.returns[0]?.serviceCode).toBe("TRS");
  });

  it("answers not offered for an account without returns (not OBA) or without a return service", async () => {
    fake.returnsEnabled = false;
    const forbidden = await carrier.returnLabel(request());
    expect(forbidden).toEqual({ offered: false, reason: expect.stringContaining("Online Business Account") });

    fake.returnsEnabled = true;
    fake.returnServices = [];
    expect((await carrier.returnLabel(request())).offered).toBe(false);
    expect(fake.arrivals.some((a) => a.method === "POST")).toBe(false);
  });

  it("maps a refused return to a validation error without echoing the submitted values", async () => {
    const error = await shippingError(carrier.returnLabel(request({ postcode: "NOT A POSTCODE" })));
    expect(error.kind).toBe("validation");
    expect(error.message).toContain("The postal carrier rejected the return");
    expect(error.details).toEqual(["shippingAddress.postcode: Postcode is not valid"]);
    expect(error.message).not.toContain("NOT A POSTCODE");
  });

  it("maps a wrong key to auth, and a failed or garbled answer to unavailable without repeating the POST", async () => {
    const bad = clickAndDropShipping({ baseUrl: fake.url, apiKey: "wrong-key", retryBaseMs: 20 });
    expect((await shippingError(bad.returnLabel(request()))).kind).toBe("auth");

    await carrier.returnLabel(request());
    fake.arrivals.length = 0;
    fake.script.push({ status: 500 });
    expect((await shippingError(carrier.returnLabel(request()))).kind).toBe("unavailable");
    expect(fake.arrivals).toHaveLength(1);

    fake.script.push({
      status: 200,
      body: { shipment: { trackingNumber: "RT000000001GB" }, label: "bm90IGEgcGRm" },
    });
    const garbled = await shippingError(carrier.returnLabel(request()));
    expect(garbled.kind).toBe("unavailable");
    expect(garbled.message).toContain("did not return a return label");
  });

  it("refuses an empty name before calling the carrier, and clips over-long fields to the API's limits", async () => {
    const empty = await shippingError(carrier.returnLabel(request({ fullName: "   " })));
    expect(empty.kind).toBe("validation");
    expect(empty.details).toEqual(["sender.fullName: Full name is required"]);
    expect(fake.arrivals).toHaveLength(0);

    const long = await carrier.returnLabel(
      request({
        fullName: `Jo ${"Runner".repeat(200)}`,
        address: `${"a".repeat(150)}, ${"b".repeat(150)}, ${"c".repeat(150)}, ${"d".repeat(150)}`,
        city: `Leeds\n${"x".repeat(300)}`,
      }),
    );
    expect(long.offered).toBe(true);
    const body = fake.arrivals.at(-1)?.body as { shipment: { shippingAddress: Record<string, string> } };
    const sent = body.shipment.shippingAddress;
    expect(sent.firstName).toBe("Jo");
    expect(sent.lastName).toHaveLength(97);
    expect([sent.addressLine1, sent.addressLine2, sent.addressLine3]).toEqual([
      "a".repeat(100),
      "b".repeat(100),
      "c".repeat(100),
    ]);
    expect(sent.city).toBe(`Leeds ${"x".repeat(94)}`);
  });
});
