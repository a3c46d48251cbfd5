import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { AdminAbandonedCarts } from "#shared/schemas/basket-reminder.ts";
import { adminCarts } from "./service.ts";

/** The admin's list of baskets left at the checkout: whether a reminder went and whether it was bought. */
export async function abandonedCartAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/admin/abandoned-carts",
      { config: { admin: "orders.view" }, schema: { response: { 200: AdminAbandonedCarts } } },
      async () => adminCarts(ctx),
    );
}
