import { answersHttp } from "#server/lib/dependency-probe.ts";
import { penceToDecimal } from "#shared/money.ts";
import { addressLines } from "./clickanddrop-address.ts";
import { type ApiError, describeErrors, failure, parseJson } from "./clickanddrop-errors.ts";
import { clickAndDropReturns } from "./clickanddrop-returns.ts";
import { CarrierHttp, type CarrierHttpOptions } from "./http-client.ts";
import { type ShipmentRequest, ShippingError, type ShippingProvider } from "./types.ts";

export const CLICK_AND_DROP_BASE_URL = "https://api.parcel.royalmail.com/api/v1";

/** Grams per pair of sunglasses in its case, and for the box around them. */
const ITEM_GRAMS = 200;
const PACKAGING_GRAMS = 100;

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

function orderPath(carrierOrderId: string): string {
  // Click & Drop order identifiers are numbers; anything else (a sandbox id, say) cannot be theirs.
  if (!/^\d{1,18}$/.test(carrierOrderId)) {
    throw new ShippingError("not_found", "The postal carrier does not know this order");
  }
  return `/orders/${carrierOrderId}`;
}

const trackingOf = (o: CreatedOrder | undefined) =>
  o?.trackingNumber || o?.packages?.find((p) => p.trackingNumber)?.trackingNumber || undefined;

export interface ClickAndDropOptions extends CarrierHttpOptions {
  /** The return service to book (from GET /returns/services); the account's first one when absent. */
  returnServiceCode?: string;
}

export function clickAndDropShipping(opts: ClickAndDropOptions): ShippingProvider {
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
    returnLabel: clickAndDropReturns(http, opts.returnServiceCode),
  };
}
