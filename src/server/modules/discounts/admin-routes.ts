import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { SuccessResponse } from "#shared/schemas/admin.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { DiscountCode, DiscountCodeInput, DiscountCodePatch } from "#shared/schemas/discount-codes.ts";
import {
  createDiscountCode,
  listDiscountCodes,
  removeDiscountCode,
  updateDiscountCode,
} from "./admin-service.ts";

/** The admin's Discount Codes tab. */
export async function discountAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: "discounts" } as const;

  typed.get("/api/discount-codes", { config, schema: { response: { 200: z.array(DiscountCode) } } }, () =>
    listDiscountCodes(ctx),
  );

  typed.post(
    "/api/discount-codes",
    { config, schema: { body: DiscountCodeInput, response: { 201: DiscountCode } } },
    async (request, reply) => reply.status(201).send(await createDiscountCode(ctx, request.body)),
  );

  typed.patch(
    "/api/discount-codes/:id",
    { config, schema: { params: IdParam, body: DiscountCodePatch, response: { 200: DiscountCode } } },
    (request) => updateDiscountCode(ctx, request.params.id, request.body),
  );

  typed.delete(
    "/api/discount-codes/:id",
    { config, schema: { params: IdParam, response: { 200: SuccessResponse } } },
    async (request) => {
      await removeDiscountCode(ctx, request.params.id);
      return { success: true as const };
    },
  );
}
