import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { penceToDecimal } from "#shared/money.ts";
import { BasketLineInput } from "#shared/schemas/basket.ts";
import { amountsView } from "../checkout/service.ts";
import { priceLines, quote } from "./service.ts";

const PriceBody = z.object({
  items: z.array(BasketLineInput).max(50),
  country: z.string().trim().min(2).max(56).default("GB"),
});

/** The server's prices for a basket (no discount), for display; the charge is fixed at checkout. */
export async function basketPricingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/api/basket/price", { schema: { body: PriceBody } }, async (request) => {
      const q = quote(
        priceLines(await ctx.catalogue.snapshot(), request.body.items),
        request.body.country,
        null,
      );
      return {
        orderType: q.orderType,
        lines: q.lines.map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          unitPrice: penceToDecimal(l.unitPence),
          lineTotal: penceToDecimal(l.lineTotalPence),
        })),
        amounts: amountsView(q.totals),
      };
    });
}
