import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clickAndDropShipping } from "./clickanddrop.ts";
import { addressLines } from "./clickanddrop-address.ts";
import { retryAfterMs } from "./http-client.ts";
import { SlidingWindowLimiter } from "./rate-limiter.ts";
import { type ClickAndDropFake, startClickAndDropFake } from "./test-fake-clickanddrop.ts";
import { type ShipmentRequest, ShippingError, type ShippingProvider } from "./types.ts";

const order = (overrides: Partial<ShipmentRequest["recipient"]> = {}): ShipmentRequest => ({
  reference: "NDR-42",
  orderDate: new Date("2025-03-01T10:00:00Z"),
  recipient: {
    fullName: "Jo Runner",
    email: "jo@example.com",
    phone: "07700900123",
    address: "12 High Street",
    city: "Leeds",
    postcode: "LS1 4AB",
    countryCode: "GB",
    ...overrides,
  },
  subtotalPence: 5500,
  shippingPence: 0,
  totalPence: 5500,
  itemCount: 1,
});

async function shippingError(promise: Promise<unknown>): Promise<ShippingError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShippingError);
  return error as ShippingError;
}

describe("Click & Drop adapter against a local fake of the API", () => {
  let fake: ClickAndDropFake;
  let carrier: ShippingProvider;
  beforeAll(async () => {
    fake = await startClickAndDropFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.arrivals.length = 0;
    fake.script.length = 0;
    fake.trackingOnCreate = true;
    carrier = clickAndDropShipping({ baseUrl: fake.url, apiKey: fake.apiKey, retryBaseMs: 20 });
  });

  it("creates an order in the public API's shape and returns its identifier and tracking number", async () => {
    const created = await carrier.createOrder(order());
    expect(created.carrierOrderId).toMatch(/^\d+$/);
    expect(created.trackingNumber).toMatch(/^QF\d{9}GB$/);
    const [arrival] = fake.arrivals;
    expect(arrival?.method).toBe("POST");
    expect(arrival?.path).toBe("/api/v1/orders");
    expect(arrival?.body).toEqual({
      items: [
        {
          orderReference: "NDR-42",
          recipient: {
            address: {
              fullName: "Jo Runner",
              addressLine1: "12 High Street",
              city: "Leeds",
              postcode: "LS1 4AB",
              countryCode: "GB",
            },
            emailAddress: "jo@example.com",
            phoneNumber: "07700900123",
          },
          orderDate: "2025-03-01T10:00:00.000Z",
          subtotal: 55,
          shippingCostCharged: 0,
          total: 55,
          currencyCode: "GBP",
          packages: [{ weightInGrams: 300, packageFormatIdentifier: "smallParcel" }],
        },
      ],
    });
  });

  it("reads tracking, fetches the PDF label and cancels", async () => {
    fake.trackingOnCreate = false;
    const created = await carrier.createOrder(order());
    expect(created.trackingNumber).toBeUndefined();
    expect(await carrier.getTracking(created.carrierOrderId)).toMatch(/^QF\d{9}GB$/);
    const pdf = await carrier.label(created.carrierOrderId, order());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(fake.arrivals.at(-1)?.path).toBe(
      `/api/v1/orders/${created.carrierOrderId}/label?documentType=postageLabel`,
    );
    await carrier.cancel(created.carrierOrderId);
    expect(fake.arrivals.at(-1)?.method).toBe("DELETE");
    expect((await shippingError(carrier.getTracking(created.carrierOrderId))).kind).toBe("not_found");
  });

  it("maps validation errors to a clear message without echoing the submitted values", async () => {
    const error = await shippingError(carrier.createOrder(order({ postcode: "NOT A POSTCODE", city: "" })));
    expect(error.kind).toBe("validation");
    expect(error.message).toContain("The postal carrier rejected the order");
    expect(error.details).toEqual([
      "recipient.address.city: City is required",
      "recipient.address.postcode: Postcode is not valid",
    ]);
    expect(error.message).not.toContain("NOT A POSTCODE");
    expect(fake.arrivals).toHaveLength(1);
  });

  it("reports a wrong API key as an auth error", async () => {
    const bad = clickAndDropShipping({ baseUrl: fake.url, apiKey: "wrong-key", retryBaseMs: 20 });
    expect((await shippingError(bad.createOrder(order()))).kind).toBe("auth");
  });

  it("retries a 429 after the Retry-After delay", async () => {
    fake.script.push({
      status: 429,
      headers: { "retry-after": "1" },
      body: { message: "Too many requests" },
    });
    const created = await carrier.createOrder(order());
    expect(created.carrierOrderId).toMatch(/^\d+$/);
    expect(fake.arrivals).toHaveLength(2);
    const [first, second] = fake.arrivals.map((a) => a.at);
    expect((second as number) - (first as number)).toBeGreaterThanOrEqual(950);
  });

  it("retries 5xx with backoff, then gives up with an unavailable error", async () => {
    const created = await carrier.createOrder(order());
    fake.script.push({ status: 500 }, { status: 503 });
    await expect(carrier.getTracking(created.carrierOrderId)).resolves.toMatch(/GB$/);
    expect(fake.arrivals.filter((a) => a.method === "GET")).toHaveLength(3);

    fake.arrivals.length = 0;
    fake.script.push({ status: 502 }, { status: 502 }, { status: 502 }, { status: 502 }, { status: 502 });
    const error = await shippingError(carrier.getTracking(created.carrierOrderId));
    expect(error.kind).toBe("unavailable");
    expect(fake.arrivals).toHaveLength(4); // the first attempt and three retries
    fake.script.length = 0;
  });

  it("does not retry a POST that failed with a plain 500, which may have created the order", async () => {
    fake.script.push({ status: 500 });
    expect((await shippingError(carrier.createOrder(order()))).kind).toBe("unavailable");
    expect(fake.arrivals).toHaveLength(1);
  });

  it("keeps to 5 calls per second: 12 calls through the adapter take at least 2 seconds", async () => {
    const created = await carrier.createOrder(order());
    fake.arrivals.length = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: 12 }, () => carrier.getTracking(created.carrierOrderId)));
    // The 11th call cannot start before two full windows have passed; a busy machine only adds time.
    expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
    expect(fake.arrivals).toHaveLength(12);
  });
});

describe("SlidingWindowLimiter", () => {
  it("never grants more than the limit in any window", async () => {
    const limiter = new SlidingWindowLimiter(5, 1050);
    const grants: number[] = [];
    // The grant time is taken in the same tick the limiter decides, so load cannot bunch them.
    await Promise.all(
      Array.from({ length: 12 }, () => limiter.acquire().then(() => grants.push(performance.now()))),
    );
    grants.sort((a, b) => a - b);
    for (const start of grants) {
      expect(grants.filter((t) => t >= start && t < start + 1000).length).toBeLessThanOrEqual(5);
    }
    expect((grants[10] as number) - (grants[0] as number)).toBeGreaterThanOrEqual(2 * 1050 - 5);
  });
});

describe("Click & Drop helpers", () => {
  it("parses Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(retryAfterMs("soon")).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it("splits a long address over at most three lines of 100 characters", () => {
    expect(addressLines("12 High Street")).toEqual(["12 High Street"]);
    const long = `${"a".repeat(60)}, ${"b".repeat(60)}, ${"c".repeat(60)}`;
    expect(addressLines(long)).toEqual(["a".repeat(60), "b".repeat(60), "c".repeat(60)]);
  });
});
