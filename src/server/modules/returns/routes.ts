import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import {
  ReturnLabelQuery,
  ReturnsLookupBody,
  ReturnsTokenQuery,
  ShopperReturn,
  ShopperReturns,
} from "#shared/schemas/returns.ts";
import { RETURN_MULTIPART_LIMITS, readReturnForm } from "./form.ts";
import { requestReturn, returnsFromLookup, returnsFromToken, shopperReturnLabel } from "./shopper.ts";

/** As the order page's own limits: enough for a shopper, too few to guess numbers and emails. */
const LOOKUP_LIMIT = { max: 10, timeWindow: "15 minutes" };
const TOKEN_LIMIT = { max: 60, timeWindow: "15 minutes" };
const CREATE_LIMIT = { max: 20, timeWindow: "15 minutes" };

/** The shopper's returns, from the order page: by its signed link, or by number and email. */
export async function returnRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/returns",
    {
      schema: { querystring: ReturnsTokenQuery, response: { 200: ShopperReturns } },
      config: { rateLimit: TOKEN_LIMIT },
    },
    (request) => returnsFromToken(ctx, request.query.t),
  );

  typed.get(
    "/api/returns/label",
    { schema: { querystring: ReturnLabelQuery }, config: { rateLimit: TOKEN_LIMIT } },
    async (request, reply) => {
      const { returnNumber, file } = await shopperReturnLabel(ctx, request.query.t, request.query.return);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="return-label-${returnNumber}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(file.stream);
    },
  );

  typed.post(
    "/api/returns/lookup",
    {
      schema: { body: ReturnsLookupBody, response: { 200: ShopperReturns } },
      config: { rateLimit: LOOKUP_LIMIT },
    },
    (request) => returnsFromLookup(ctx, request.body),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: RETURN_MULTIPART_LIMITS });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/returns",
        { schema: { response: { 201: ShopperReturn } }, config: { rateLimit: CREATE_LIMIT } },
        async (request, reply) => {
          const created = await requestReturn(ctx, await readReturnForm(request));
          return reply.code(201).send(created);
        },
      );
  });
}
