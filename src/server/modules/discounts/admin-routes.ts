import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { SuccessResponse } from "#shared/schemas/admin.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { DiscountCode, DiscountCodeInput, DiscountCodePatch } from "#shared/schemas/discount-codes.ts";
import { DiscountCodeService } from "./service.ts";

/** The admin's Discount Codes tab (back-office.md §2, §5, §7). */
export async function discountCodeRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const service = new DiscountCodeService(opts.ctx.db);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: true } as const;

  typed.get("/api/discount-codes", { config, schema: { response: { 200: z.array(DiscountCode) } } }, () =>
    service.list(),
  );

  typed.post(
    "/api/discount-codes",
    { config, schema: { body: DiscountCodeInput, response: { 201: DiscountCode } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  typed.patch(
    "/api/discount-codes/:id",
    { config, schema: { params: IdParam, body: DiscountCodePatch, response: { 200: DiscountCode } } },
    (request) => service.update(request.params.id, request.body),
  );

  typed.delete(
    "/api/discount-codes/:id",
    { config, schema: { params: IdParam, response: { 200: SuccessResponse } } },
    async (request) => {
      await service.remove(request.params.id);
      return { success: true as const };
    },
  );
}
