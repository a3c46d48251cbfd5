import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simplePdf } from "./pdf.ts";
import {
  defaultReturnServices,
  handleReturns,
  type ReturnsFakeState,
} from "./test-fake-clickanddrop-returns.ts";

/**
 * A local stand-in for the Click & Drop REST API v1, for tests: bearer auth, POST /orders with the
 * createOrdersRequest shape, GET /orders/{ids}, GET /orders/{ids}/label, DELETE /orders/{ids}, and the
 * returns calls of test-fake-clickanddrop-returns.ts.
 * `script` answers the next calls with canned responses (429s, 5xx) before normal handling resumes.
 */
interface FakeArrival {
  method: string;
  path: string;
  at: number;
  body: unknown;
}
interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}
interface StoredOrder {
  orderIdentifier: number;
  orderReference: string;
  trackingNumber: string;
}

export interface ClickAndDropFake extends ReturnsFakeState {
  url: string;
  apiKey: string;
  arrivals: FakeArrival[];
  script: ScriptedResponse[];
  orders: Map<number, StoredOrder>;
  /** When false, created orders get their tracking number only on a later GET. */
  trackingOnCreate: boolean;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});

function validateItem(item: Json) {
  const errors: {
    errorCode: number;
    errorMessage: string;
    fields: { fieldName: string; value: unknown }[];
  }[] = [];
  const address = asObject(asObject(item.recipient).address);
  const need = (field: string, value: unknown, code: number, label: string) => {
    if (typeof value !== "string" || !value.trim())
      errors.push({
        errorCode: code,
        errorMessage: `${label} is required`,
        fields: [{ fieldName: field, value }],
      });
  };
  need("orderReference", item.orderReference, 1, "Order reference");
  need("recipient.address.addressLine1", address.addressLine1, 2, "Address line 1");
  need("recipient.address.city", address.city, 3, "City");
  need("orderDate", item.orderDate, 4, "Order date");
  if (
    address.countryCode === "GB" &&
    !/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test(String(address.postcode ?? ""))
  ) {
    errors.push({
      errorCode: 5,
      errorMessage: "Postcode is not valid",
      fields: [{ fieldName: "recipient.address.postcode", value: address.postcode }],
    });
  }
  for (const key of ["subtotal", "shippingCostCharged", "total"]) {
    if (typeof item[key] !== "number")
      errors.push({
        errorCode: 6,
        errorMessage: `${key} must be a number`,
        fields: [{ fieldName: key, value: item[key] }],
      });
  }
  if (item.currencyCode !== "GBP")
    errors.push({
      errorCode: 7,
      errorMessage: "Unsupported currency",
      fields: [{ fieldName: "currencyCode", value: item.currencyCode }],
    });
  if (!Array.isArray(item.packages) || !item.packages.length)
    errors.push({
      errorCode: 8,
      errorMessage: "At least one package is required",
      fields: [{ fieldName: "packages", value: null }],
    });
  return errors;
}

export async function startClickAndDropFake(apiKey = "test-click-and-drop-key"): Promise<ClickAndDropFake> {
  let nextId = 100_001;
  const fake: Omit<ClickAndDropFake, "url" | "close"> = {
    apiKey,
    arrivals: [],
    script: [],
    orders: new Map(),
    trackingOnCreate: true,
    returnServices: defaultReturnServices(),
    returnsEnabled: true,
    returns: [],
  };
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(body === undefined ? "" : JSON.stringify(body));
  };
  const lookup = (ids: string) =>
    ids.split(";").flatMap((id) => {
      const order = fake.orders.get(Number(id));
      return order ? [order] : [];
    });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    // The app's readiness probe (any answer will do) is no carrier call: not recorded, no script spent.
    if (req.method === "HEAD") return void res.writeHead(404).end();
    const url = new URL(req.url ?? "/", "http://fake");
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return send(res, 400, { code: "InvalidJson", message: "Malformed JSON" });
    }
    fake.arrivals.push({
      method: req.method ?? "",
      path: url.pathname + url.search,
      at: performance.now(),
      body,
    });
    const scripted = fake.script.shift();
    if (scripted) return send(res, scripted.status, scripted.body, scripted.headers);
    if (req.headers.authorization !== `Bearer ${fake.apiKey}`) {
      return send(res, 401, { code: "Unauthorized", message: "Invalid API key" });
    }
    const path = url.pathname.replace(/^\/api\/v1/, "");
    if (handleReturns(fake, req.method ?? "", path, body, (status, answer) => send(res, status, answer)))
      return;
    const match = /^\/orders\/([\d;]+)(\/label)?$/.exec(path);
    if (req.method === "POST" && path === "/orders") {
      const items = asObject(body).items;
      if (!Array.isArray(items) || !items.length)
        return send(res, 400, { code: "BadRequest", message: "items are required" });
      const createdOrders: Json[] = [];
      const failedOrders: Json[] = [];
      for (const item of items.map(asObject)) {
        const errors = validateItem(item);
        if (errors.length) {
          failedOrders.push({ order: item, errors });
          continue;
        }
        const orderIdentifier = nextId++;
        const trackingNumber = `QF${String(orderIdentifier).padStart(9, "0")}GB`;
        fake.orders.set(orderIdentifier, {
          orderIdentifier,
          orderReference: String(item.orderReference),
          trackingNumber,
        });
        createdOrders.push({
          orderIdentifier,
          orderReference: item.orderReference,
          createdOn: new Date().toISOString(),
          ...(fake.trackingOnCreate ? { trackingNumber } : {}),
        });
      }
      const answer = {
        successCount: createdOrders.length,
        errorsCount: failedOrders.length,
        createdOrders,
        failedOrders,
      };
      return send(res, createdOrders.length ? 200 : 400, answer);
    }
    if (match?.[1]) {
      const found = lookup(match[1]);
      if (req.method === "GET" && match[2]) {
        if (!found.length) return send(res, 404, { code: "NotFound", message: "Order not found" });
        res.writeHead(200, { "content-type": "application/pdf" });
        return res.end(
          Buffer.from(simplePdf(["Click & Drop fake label", ...found.map((o) => o.trackingNumber)])),
        );
      }
      if (req.method === "GET") {
        if (!found.length) return send(res, 404, { code: "NotFound", message: "Order not found" });
        return send(
          res,
          200,
          found.map((o) => ({ ...o, createdOn: new Date().toISOString() })),
        );
      }
      if (req.method === "DELETE") {
        if (!found.length) return send(res, 404, { code: "NotFound", message: "Order not found" });
        for (const o of found) fake.orders.delete(o.orderIdentifier);
        const deletedOrders = found.map((o) => ({
          orderIdentifier: o.orderIdentifier,
          orderReference: o.orderReference,
        }));
        return send(res, 200, { deletedOrders, errors: [] });
      }
    }
    return send(res, 404, { code: "NotFound", message: "No such resource" });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
