import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { BasketLineInput } from "#shared/schemas/basket.ts";
import { ShippingCountry } from "#shared/schemas/checkout.ts";
import { priceBasket } from "./service.ts";

const PriceBody = z.object({
  items: z.array(BasketLineInput).max(50),
  country: ShippingCountry.default("GB"),
});

/** The server's prices for a basket (no discount), for display; the charge is fixed at checkout. */
export async function basketPricingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/api/basket/price", { schema: { body: PriceBody } }, async (request) =>
      priceBasket(ctx, request.body.items, request.body.country),
    );
}
