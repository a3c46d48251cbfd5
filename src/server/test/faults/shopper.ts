import { CARDS, CUSTOMER, PRIMARY } from "#server/modules/checkout/test-helpers.ts";

/** One shopper's checkout over HTTP, and how far it got. */
export interface Shopper {
  n: number;
  email: string;
  discountCode?: string;
  paymentIntentId?: string;
  clientSecret?: string;
  orderId?: number;
  /** The last step whose answer arrived. */
  reached: "nothing" | "created" | "confirmed" | "completed";
  /** Statuses of refused steps (4xx and 5xx), for the failure message. */
  refused: number[];
}

export function shopper(n: number, discountCode?: string): Shopper {
  return {
    n,
    email: `fault${n}@example.com`,
    reached: "nothing",
    refused: [],
    ...(discountCode ? { discountCode } : {}),
  };
}

async function post(url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/**
 * Checks out one pair of Primary+ with the sandbox: start, pay with 4242, complete, as the browser does.
 * Each shopper comes from its own address (the server trusts one proxy hop), as real shoppers do. Throws
 * when the server cannot be reached; a refused step ends the checkout where it was.
 */
export async function checkOut(base: string, s: Shopper): Promise<void> {
  const from = { "x-forwarded-for": `10.77.${s.n >> 8}.${s.n & 255}` };
  const created = await post(
    `${base}/api/create-payment-intent`,
    {
      items: [PRIMARY],
      customer: { ...CUSTOMER, email: s.email },
      ...(s.discountCode ? { discountCode: s.discountCode } : {}),
    },
    from,
  );
  if (created.status !== 200) return void s.refused.push(created.status);
  s.paymentIntentId = String(created.body?.paymentIntentId);
  s.clientSecret = String(created.body?.clientSecret);
  s.orderId = Number(created.body?.orderId);
  s.reached = "created";
  const paid = await post(
    `${base}/api/sandbox/payment-intents/${s.paymentIntentId}/confirm`,
    {
      clientSecret: s.clientSecret,
      cardNumber: CARDS.ok,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: "123",
    },
    from,
  );
  if (paid.status !== 200) return void s.refused.push(paid.status);
  s.reached = "confirmed";
  const done = await post(
    `${base}/api/orders`,
    { stripePaymentIntentId: s.paymentIntentId, status: "completed" },
    { ...from, "x-client-secret": s.clientSecret },
  );
  if (done.status !== 200) return void s.refused.push(done.status);
  s.reached = "completed";
}
