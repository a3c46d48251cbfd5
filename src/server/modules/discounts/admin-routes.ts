import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { SuccessResponse } from "#shared/schemas/admin.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { DiscountCode, DiscountCodeInput, DiscountCodePatch } from "#shared/schemas/discount-codes.ts";
import {
  createDiscountCode,
  discountCode,
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
    {
      config: { ...config, audit: "discount.create" },
      schema: { body: DiscountCodeInput, response: { 201: DiscountCode } },
    },
    async (request, reply) => {
      const created = await createDiscountCode(ctx, request.body);
      request.audit = { entityId: created.id, after: created };
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    "/api/discount-codes/:id",
    {
      config: { ...config, audit: "discount.update" },
      schema: { params: IdParam, body: DiscountCodePatch, response: { 200: DiscountCode } },
    },
    async (request) => {
      const before = await discountCode(ctx, request.params.id);
      const after = await updateDiscountCode(ctx, request.params.id, request.body);
      request.audit = { before, after };
      return after;
    },
  );

  typed.delete(
    "/api/discount-codes/:id",
    {
      config: { ...config, audit: "discount.delete" },
      schema: { params: IdParam, response: { 200: SuccessResponse } },
    },
    async (request) => {
      const before = await discountCode(ctx, request.params.id);
      await removeDiscountCode(ctx, request.params.id);
      request.audit = { before };
      return { success: true as const };
    },
  );
}
