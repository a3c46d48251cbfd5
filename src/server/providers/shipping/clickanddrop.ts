import { answersHttp } from "#server/lib/dependency-probe.ts";
import { penceToDecimal } from "#shared/money.ts";
import { CarrierHttp, type CarrierHttpOptions, type CarrierResponse } from "./http-client.ts";
import { type ShipmentRequest, ShippingError, type ShippingProvider } from "./types.ts";

export const CLICK_AND_DROP_BASE_URL = "https://api.parcel.royalmail.com/api/v1";

/** Grams per pair of sunglasses in its case, and for the box around them. */
const ITEM_GRAMS = 200;
const PACKAGING_GRAMS = 100;

interface ApiError {
  errorCode?: number | string;
  errorMessage?: string;
  code?: string;
  message?: string;
  fields?: { fieldName?: string }[];
}
interface CreatedOrder {
  orderIdentifier: number | string;
  orderReference?: string;
  trackingNumber?: string;
  packages?: { trackingNumber?: string }[];
}
interface CreateOrdersResponse {
  createdOrders?: CreatedOrder[];
  failedOrders?: { errors?: ApiError[] }[];
}

/** Click & Drop allows three address lines of 100 characters; ours is one free-text line. */
export function addressLines(address: string): string[] {
  const lines: string[] = [];
  let current = "";
  for (const part of address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const next = current ? `${current}, ${part}` : part;
    if (next.length <= 100) current = next;
    else {
      if (current) lines.push(current);
      current = part.slice(0, 100);
    }
  }
  if (current) lines.push(current);
  return lines.slice(0, 3);
}

const pounds = (pence: number) => Number(penceToDecimal(pence));

function toCreateOrdersRequest(order: ShipmentRequest) {
  const r = order.recipient;
  const [addressLine1 = "", addressLine2, addressLine3] = addressLines(r.address);
  return {
    items: [
      {
        orderReference: order.reference,
        recipient: {
          address: {
            fullName: r.fullName,
            addressLine1,
            ...(addressLine2 ? { addressLine2 } : {}),
            ...(addressLine3 ? { addressLine3 } : {}),
            city: r.city,
            postcode: r.postcode,
            countryCode: r.countryCode,
          },
          emailAddress: r.email,
          phoneNumber: r.phone,
        },
        orderDate: order.orderDate.toISOString(),
        subtotal: pounds(order.subtotalPence),
        shippingCostCharged: pounds(order.shippingPence),
        total: pounds(order.totalPence),
        currencyCode: "GBP",
        packages: [
          {
            weightInGrams: PACKAGING_GRAMS + ITEM_GRAMS * Math.max(1, order.itemCount),
            packageFormatIdentifier: "smallParcel",
          },
        ],
      },
    ],
  };
}

function parseJson(res: CarrierResponse): unknown {
  try {
    return JSON.parse(res.body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Field names and messages only: the carrier echoes submitted values, which are customer data. */
function describeErrors(body: unknown): string[] {
  const errors: ApiError[] = [];
  if (Array.isArray(body)) errors.push(...(body as ApiError[]));
  else if (body && typeof body === "object") {
    const b = body as CreateOrdersResponse & ApiError & { errors?: ApiError[] };
    for (const failed of b.failedOrders ?? []) errors.push(...(failed.errors ?? []));
    errors.push(...(b.errors ?? []));
    if (!errors.length && b.message) errors.push(b);
  }
  return errors.map((e) => {
    const text = e.errorMessage ?? e.message ?? `Error ${e.errorCode ?? e.code ?? ""}`.trim();
    const fields = (e.fields ?? []).map((f) => f.fieldName).filter(Boolean);
    return fields.length ? `${fields.join(", ")}: ${text}` : text;
  });
}

function failure(res: CarrierResponse, what: string): ShippingError {
  if (res.status === 401 || res.status === 403) {
    return new ShippingError(
      "auth",
      "The postal carrier rejected the API key (check CLICK_AND_DROP_API_KEY)",
    );
  }
  if (res.status === 404)
    return new ShippingError("not_found", "The postal carrier does not know this order");
  if (res.status === 400) {
    return new ShippingError(
      "validation",
      `The postal carrier rejected ${what}`,
      describeErrors(parseJson(res)),
    );
  }
  return new ShippingError("unavailable", `The postal carrier is unavailable (HTTP ${res.status})`);
}

function orderPath(carrierOrderId: string): string {
  // Click & Drop order identifiers are numbers; anything else (a sandbox id, say) cannot be theirs.
  if (!/^\d{1,18}$/.test(carrierOrderId)) {
    throw new ShippingError("not_found", "The postal carrier does not know this order");
  }
  return `/orders/${carrierOrderId}`;
}

const trackingOf = (o: CreatedOrder | undefined) =>
  o?.trackingNumber || o?.packages?.find((p) => p.trackingNumber)?.trackingNumber || undefined;

export function clickAndDropShipping(opts: CarrierHttpOptions): ShippingProvider {
  const http = new CarrierHttp(opts);
  return {
    name: "clickanddrop",
    check: () => answersHttp(opts.baseUrl),
    async createOrder(order) {
      const res = await http.request("POST", "/orders", toCreateOrdersRequest(order));
      if (res.status >= 300) throw failure(res, "the order");
      const body = parseJson(res) as CreateOrdersResponse | undefined;
      const created = body?.createdOrders?.[0];
      if (!created) {
        const details = describeErrors(body);
        if (details.length)
          throw new ShippingError("validation", "The postal carrier rejected the order", details);
        throw new ShippingError("unavailable", "The postal carrier gave an unexpected answer");
      }
      const trackingNumber = trackingOf(created);
      return {
        carrierOrderId: String(created.orderIdentifier),
        ...(trackingNumber ? { trackingNumber } : {}),
      };
    },
    async getTracking(carrierOrderId) {
      const res = await http.request("GET", orderPath(carrierOrderId));
      if (res.status >= 300) throw failure(res, "the request");
      const body = parseJson(res);
      const list = (Array.isArray(body) ? body : [body]) as CreatedOrder[];
      const match = list.find((o) => String(o?.orderIdentifier) === carrierOrderId) ?? list[0];
      return trackingOf(match) ?? null;
    },
    async cancel(carrierOrderId) {
      const res = await http.request("DELETE", orderPath(carrierOrderId));
      if (res.status >= 300) throw failure(res, "the cancellation");
      const body = parseJson(res) as { deletedOrders?: unknown[]; errors?: ApiError[] } | undefined;
      if (!body?.deletedOrders?.length && body?.errors?.length) {
        throw new ShippingError(
          "validation",
          "The postal carrier could not cancel the order",
          describeErrors({ errors: body.errors }),
        );
      }
    },
    async label(carrierOrderId, _shipment) {
      const res = await http.request("GET", `${orderPath(carrierOrderId)}/label?documentType=postageLabel`);
      if (res.status >= 300) throw failure(res, "the label request");
      if (!res.body.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
        throw new ShippingError("unavailable", "The postal carrier did not return a PDF label");
      }
      return new Uint8Array(res.body);
    },
  };
}
