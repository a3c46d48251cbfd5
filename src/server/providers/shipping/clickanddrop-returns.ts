import { addressLines } from "./clickanddrop-address.ts";
import { describeErrors, failure, parseJson } from "./clickanddrop-errors.ts";
import type { CarrierHttp, CarrierResponse } from "./http-client.ts";
import { checkReturnRequest, oneLine } from "./return-request.ts";
import { type ReturnLabelRequest, type ReturnLabelResult, ShippingError } from "./types.ts";

const NOT_OFFERED: ReturnLabelResult = {
  offered: false,
  reason:
    "Click & Drop makes return labels through its API for Online Business Account (OBA) customers only, and this account has no return service",
};

interface ReturnService {
  serviceCode?: string;
  serviceName?: string;
}
interface CreateReturnResponse {
  shipment?: { trackingNumber?: string; uniqueItemId?: string };
  qrCode?: string;
  label?: string;
}

const clip = (text: string, max: number) => oneLine(text).slice(0, max);

/** The lines the API takes, each of at most 100 characters (its order address limits). */
const lineFields = ([addressLine1 = "", addressLine2, addressLine3]: string[]) => ({
  addressLine1,
  ...(addressLine2 ? { addressLine2 } : {}),
  ...(addressLine3 ? { addressLine3 } : {}),
});

/** The createReturnRequest body: the shopper's address as the shipping address, the shop's as the return address. */
export function toCreateReturnRequest(request: ReturnLabelRequest, serviceCode: string) {
  const s = request.sender;
  const r = request.returnAddress;
  const names = clip(s.fullName, 100).split(" ");
  const lastName = names.pop() ?? "";
  return {
    service: { serviceCode },
    shipment: {
      shippingAddress: {
        ...(names.length ? { firstName: names.join(" ") } : {}),
        lastName,
        ...lineFields(addressLines(oneLine(s.address))),
        city: clip(s.city, 100),
        postcode: clip(s.postcode, 20),
        countryIsoCode: s.countryCode,
      },
      returnAddress: {
        companyName: clip(r.name, 100),
        ...lineFields(r.addressLines.map((line) => clip(line, 100)).filter(Boolean)),
        city: clip(r.city, 100),
        postcode: clip(r.postcode, 20),
        countryIsoCode: r.countryCode,
      },
      customerReference: { reference: oneLine(request.returnReference) },
    },
  };
}

/** 403 is the API's answer to a feature the account lacks; 404, an API without the returns resource. */
const notOffered = (res: CarrierResponse) => res.status === 403 || res.status === 404;

/**
 * The adapter's returnLabel: books a return (POST /returns) on the configured return service, or on the
 * first the account lists, and hands back the label the answer carries as base64.
 */
export function clickAndDropReturns(http: CarrierHttp, configuredService?: string) {
  let knownService = configuredService;

  async function serviceCode(): Promise<string | null> {
    if (knownService) return knownService;
    const res = await http.request("GET", "/returns/services");
    if (notOffered(res)) return null;
    if (res.status >= 300) throw failure(res, "the request");
    const body = parseJson(res) as { services?: ReturnService[] } | undefined;
    knownService = body?.services?.find((s) => s.serviceCode)?.serviceCode;
    return knownService ?? null;
  }

  return async function returnLabel(request: ReturnLabelRequest): Promise<ReturnLabelResult> {
    checkReturnRequest(request);
    const service = await serviceCode();
    if (!service) return NOT_OFFERED;
    const res = await http.request("POST", "/returns", toCreateReturnRequest(request, service));
    if (notOffered(res)) return NOT_OFFERED;
    if (res.status === 400) {
      const details = describeErrors(parseJson(res));
      throw new ShippingError("validation", "The postal carrier rejected the return", details);
    }
    if (res.status >= 300) throw failure(res, "the return");
    const body = parseJson(res) as CreateReturnResponse | undefined;
    const trackingNumber = body?.shipment?.trackingNumber;
    const pdf = Buffer.from(body?.label ?? "", "base64");
    if (!trackingNumber || !pdf.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
      throw new ShippingError("unavailable", "The postal carrier did not return a return label");
    }
    return { offered: true, trackingNumber, pdf: new Uint8Array(pdf) };
  };
}
