import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** For the adapter's tests: a local stand-in for api.stripe.com serving payment intents and refunds. */

export interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  auth: string | undefined;
}

type StripeObject = Record<string, unknown>;
type Send = (status: number, value: unknown) => void;

const missing = (what: string) => ({
  error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
});
const invalid = (code: string, message: string) => ({
  error: { type: "invalid_request_error", code, message },
});

function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of body) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => {
      data += c;
    });
    req.on("end", () => resolve(data));
  });
}

export function fakeStripe() {
  const seen: Seen[] = [];
  const intents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  /** Stripe's idempotency store: the key, the request it was first used with, and the answer. */
  const replies = new Map<string, { request: string; status: number; value: unknown }>();
  const failures = { creates: 0, refundsAfterMaking: 0 };

  const idempotent = (
    key: string | undefined,
    request: string,
    send: Send,
    make: () => [number, unknown],
  ) => {
    const stored = key ? replies.get(key) : undefined;
    if (stored && stored.request !== request) {
      return send(400, {
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    }
    if (stored) return send(stored.status, stored.value);
    const [status, value] = make();
    if (key && !replies.has(key)) replies.set(key, { request, status, value });
    return send(status, value);
  };

  const createIntent = (body: URLSearchParams): [number, unknown] => {
    const id = `pi_fake${String(intents.size + 1).padStart(8, "0")}`;
    const intent = {
      id,
      object: "payment_intent",
      amount: Number(body.get("amount")),
      currency: body.get("currency"),
      status: "requires_payment_method",
      client_secret: `${id}_secret_fake`,
      metadata: metadataOf(body),
    };
    intents.set(id, intent);
    return [200, intent];
  };

  const updateIntent = (intent: StripeObject, body: URLSearchParams): [number, unknown] => {
    if (
      !["requires_payment_method", "requires_confirmation", "requires_action"].includes(String(intent.status))
    ) {
      return [
        400,
        invalid(
          "payment_intent_unexpected_state",
          `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
        ),
      ];
    }
    if (body.has("amount")) intent.amount = Number(body.get("amount"));
    return [200, intent];
  };

  const createRefund = (body: URLSearchParams): [number, unknown] => {
    const intentId = body.get("payment_intent") ?? "";
    const intent = intents.get(intentId);
    if (!intent) return [404, missing(`payment_intent: '${intentId}'`)];
    const amount = Number(body.get("amount") ?? intent.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return [400, invalid("parameter_invalid_integer", "Invalid positive integer")];
    }
    if (intent.status !== "succeeded") {
      return [
        400,
        invalid(
          "charge_not_refundable",
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        ),
      ];
    }
    const taken = [...refunds.values()]
      .filter((r) => r.payment_intent === intentId && ["pending", "succeeded"].includes(String(r.status)))
      .reduce((sum, r) => sum + Number(r.amount), 0);
    const remaining = Number(intent.amount) - taken;
    if (remaining === 0)
      return [400, invalid("charge_already_refunded", `Charge for ${intentId} has already been refunded.`)];
    if (amount > remaining) {
      return [400, invalid("amount_too_large", "Refund amount is greater than unrefunded amount on charge")];
    }
    const id = `re_fake${String(refunds.size + 1).padStart(8, "0")}`;
    const refund = {
      id,
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: "succeeded",
      metadata: metadataOf(body),
    };
    refunds.set(id, refund);
    return [200, refund];
  };

  const route = (req: IncomingMessage, body: URLSearchParams, send: Send) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const key = req.headers["idempotency-key"] as string | undefined;
    const post = req.method === "POST";
    if (post && url.pathname === "/v1/payment_intents") {
      if (failures.creates > 0) {
        failures.creates--;
        return send(500, { error: { type: "api_error", message: "Try again" } });
      }
      return idempotent(key, `intent ${body}`, send, () => createIntent(body));
    }
    if (post && url.pathname === "/v1/refunds") {
      // The adapter must always send its own key: without one a retry could refund twice.
      if (!key) return send(400, invalid("idempotency_key_required", "The fake needs an Idempotency-Key"));
      return idempotent(key, `refund ${body}`, send, () => {
        const made = createRefund(body);
        if (failures.refundsAfterMaking > 0 && made[0] === 200) {
          failures.refundsAfterMaking--;
          // The refund happened but the answer is lost: only the idempotency key keeps the retry from refunding again.
          replies.set(key, { request: `refund ${body}`, status: made[0], value: made[1] });
          return [500, { error: { type: "api_error", message: "Connection reset" } }];
        }
        return made;
      });
    }
    if (req.method === "GET" && url.pathname === "/v1/refunds") {
      const intentId = url.searchParams.get("payment_intent");
      const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId).reverse();
      return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    const intent = match ? intents.get(match[1] as string) : undefined;
    if (!intent) return send(404, missing("payment_intent"));
    if (post && match?.[2]) {
      if (intent.status === "succeeded") {
        return send(400, invalid("payment_intent_unexpected_state", "succeeded"));
      }
      intent.status = "canceled";
      return send(200, intent);
    }
    if (post) {
      const [status, value] = updateIntent(intent, body);
      return send(status, value);
    }
    return send(200, intent);
  };

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const body = new URLSearchParams(await read(req));
    seen.push({
      method: req.method ?? "",
      path: req.url ?? "",
      body,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      auth: req.headers.authorization,
    });
    route(req, body, (status, value) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
      res.end(JSON.stringify(value));
    });
  });

  return {
    server,
    seen,
    intents,
    refunds,
    failCreates: (n: number) => {
      failures.creates = n;
    },
    /** The next n refunds are made but answered with a 500, as when the connection drops. */
    loseRefundAnswers: (n: number) => {
      failures.refundsAfterMaking = n;
    },
  };
}
