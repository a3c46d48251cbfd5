import type { FastifyInstance } from "fastify";

const PRIMARY_LINE = { productId: 1, quantity: 1, colorId: 1, lensTypeId: 1 };

/** What a checkout sends once the shopper typed their email: by default consenting, one Primary+ line. */
export async function saveCart(
  app: FastifyInstance,
  email: string,
  extra: Record<string, unknown> = {},
  token = `browser-${email.replace(/\W/g, "-")}-token`,
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/abandoned-carts",
    headers: { "x-cart-token": token.slice(0, 64) },
    payload: {
      email,
      cartData: { firstName: "Ada", items: [] },
      totalAmount: "55.00",
      reminderConsent: true,
      lines: [PRIMARY_LINE],
      ...extra,
    },
  });
  if (res.statusCode !== 200) throw new Error(`cart not saved: ${res.statusCode} ${res.body}`);
  return res;
}
