import { randomUUID } from "node:crypto";
import { simplePdf } from "./pdf.ts";

/**
 * The returns part of the Click & Drop fake: GET /returns/services and POST /returns with the
 * createReturnRequest shape, answering a base64 PDF label. An account without returns (not OBA)
 * answers 403, as the API does for a feature the account lacks.
 */
export interface StoredReturn {
  reference: string;
  serviceCode: string;
  trackingNumber: string;
}

export interface ReturnsFakeState {
  /** What GET /returns/services lists; empty for an account with no return service. */
  returnServices: { serviceCode: string; serviceName: string }[];
  /** When false, both returns calls answer 403. */
  returnsEnabled: boolean;
  returns: StoredReturn[];
}

type Json = Record<string, unknown>;
type Send = (status: number, body: unknown) => void;
const asObject = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});

export const defaultReturnServices = () => [{ serviceCode: "TRN", serviceName: "Tracked Returns 48" }];

function validateReturn(state: ReturnsFakeState, body: Json) {
  const errors: {
    errorCode: number;
    errorMessage: string;
    fields: { fieldName: string; value: unknown }[];
  }[] = [];
  const fail = (code: number, fieldName: string, value: unknown, errorMessage: string) =>
    errors.push({ errorCode: code, errorMessage, fields: [{ fieldName, value }] });
  const serviceCode = asObject(body.service).serviceCode;
  if (!state.returnServices.some((s) => s.serviceCode === serviceCode))
    fail(20, "service.serviceCode", serviceCode, "Unknown return service");
  const shipment = asObject(body.shipment);
  for (const side of ["shippingAddress", "returnAddress"] as const) {
    const address = asObject(shipment[side]);
    for (const [field, max] of [
      ["addressLine1", 100],
      ["city", 100],
      ["postcode", 20],
    ] as const) {
      const value = address[field];
      if (typeof value !== "string" || !value.trim())
        fail(21, `${side}.${field}`, value, `${field} is required`);
      else if (value.length > max) fail(22, `${side}.${field}`, value, `${field} is too long`);
    }
    const name = side === "shippingAddress" ? address.lastName : address.companyName;
    if (typeof name !== "string" || !name.trim()) fail(23, `${side}.name`, name, "A name is required");
    if (
      address.countryIsoCode === "GB" &&
      !/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test(String(address.postcode ?? ""))
    )
      fail(24, `${side}.postcode`, address.postcode, "Postcode is not valid");
  }
  const reference = asObject(shipment.customerReference).reference;
  if (typeof reference !== "string" || !reference.trim())
    fail(25, "customerReference.reference", reference, "Reference is required");
  return errors;
}

/** Answers a returns call and says true, or says false for any other path. */
export function handleReturns(
  state: ReturnsFakeState,
  method: string,
  path: string,
  body: unknown,
  send: Send,
): boolean {
  if (path !== "/returns" && path !== "/returns/services") return false;
  if (!state.returnsEnabled) {
    send(403, { code: "Forbidden", message: "Feature available for OBA accounts only" });
    return true;
  }
  if (method === "GET" && path === "/returns/services") {
    send(200, { services: state.returnServices.map((s) => ({ carrierServiceGuid: randomUUID(), ...s })) });
    return true;
  }
  if (method !== "POST" || path !== "/returns") {
    send(404, { code: "NotFound", message: "No such resource" });
    return true;
  }
  const request = asObject(body);
  const errors = validateReturn(state, request);
  if (errors.length) {
    send(400, { errors });
    return true;
  }
  const trackingNumber = `RT${String(100_000_001 + state.returns.length).slice(-9)}GB`;
  const reference = String(asObject(asObject(request.shipment).customerReference).reference);
  const serviceCode = String(asObject(request.service).serviceCode);
  state.returns.push({ reference, serviceCode, trackingNumber });
  const label = simplePdf(["Click & Drop fake return label", trackingNumber, reference]);
  send(200, {
    shipment: { trackingNumber, uniqueItemId: randomUUID() },
    qrCode: Buffer.from("fake QR code").toString("base64"),
    label: Buffer.from(label).toString("base64"),
  });
  return true;
}
