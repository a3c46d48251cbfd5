import type { CarrierResponse } from "./http-client.ts";
import { ShippingError } from "./types.ts";

export interface ApiError {
  errorCode?: number | string;
  errorMessage?: string;
  code?: string;
  message?: string;
  fields?: { fieldName?: string }[];
}
interface FailedItems {
  failedOrders?: { errors?: ApiError[] }[];
}

export function parseJson(res: CarrierResponse): unknown {
  try {
    return JSON.parse(res.body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Field names and messages only: the carrier echoes submitted values, which are customer data. */
export function describeErrors(body: unknown): string[] {
  const errors: ApiError[] = [];
  if (Array.isArray(body)) errors.push(...(body as ApiError[]));
  else if (body && typeof body === "object") {
    const b = body as FailedItems & ApiError & { errors?: ApiError[] };
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

export function failure(res: CarrierResponse, what: string): ShippingError {
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
