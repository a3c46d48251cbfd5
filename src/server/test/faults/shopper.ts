import { CARDS, CUSTOMER, PRIMARY } from "#server/modules/checkout/testing.ts";

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
  /** Every answer the server gave, in order, with its JSON body (null when it was not JSON). */
  answers: { status: number; body: Record<string, unknown> | null }[];
}

export function shopper(n: number, discountCode?: string): Shopper {
  return {
    n,
    email: `fault${n}@example.com`,
    reached: "nothing",
    refused: [],
    answers: [],
    ...(discountCode ? { discountCode } : {}),
  };
}

async function post(
  s: Shopper,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  retries: number,
) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const answer = {
      status: res.status,
      body: (await res.json().catch(() => null)) as Record<string, unknown> | null,
    };
    s.answers.push(answer);
    if (answer.status !== 503 || attempt >= retries) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Checks out one pair of Primary+ with the sandbox: start, pay with 4242, complete, as the browser does.
 * Each shopper comes from its own address (the server trusts one proxy hop), as real shoppers do. Throws
 * when the server cannot be reached; a refused step ends the checkout where it was, unless it was a 503
 * and the shopper has `retries` left for that step (as one who clicks again after "try again in a moment").
 */
export async function checkOut(base: string, s: Shopper, retries = 0): Promise<void> {
  const from = { "x-forwarded-for": `10.77.${s.n >> 8}.${s.n & 255}` };
  const created = await post(
    s,
    `${base}/api/create-payment-intent`,
    {
      items: [PRIMARY],
      customer: { ...CUSTOMER, email: s.email },
      ...(s.discountCode ? { discountCode: s.discountCode } : {}),
    },
    from,
    retries,
  );
  if (created.status !== 200) return void s.refused.push(created.status);
  s.paymentIntentId = String(created.body?.paymentIntentId);
  s.clientSecret = String(created.body?.clientSecret);
  s.orderId = Number(created.body?.orderId);
  s.reached = "created";
  const paid = await post(
    s,
    `${base}/api/sandbox/payment-intents/${s.paymentIntentId}/confirm`,
    {
      clientSecret: s.clientSecret,
      cardNumber: CARDS.ok,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: "123",
    },
    from,
    retries,
  );
  if (paid.status !== 200) return void s.refused.push(paid.status);
  s.reached = "confirmed";
  const done = await post(
    s,
    `${base}/api/orders`,
    { stripePaymentIntentId: s.paymentIntentId, status: "completed" },
    { ...from, "x-client-secret": s.clientSecret },
    retries,
  );
  if (done.status !== 200) return void s.refused.push(done.status);
  s.reached = "completed";
}
