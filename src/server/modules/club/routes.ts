import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ClubSignupInput, ClubSignupResult } from "#shared/schemas/club.ts";
import { signUp } from "./service.ts";

export async function clubRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/discount-signup",
    {
      schema: { body: ClubSignupInput, response: { 200: ClubSignupResult, 201: ClubSignupResult } },
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const result = await signUp(ctx, request.body.firstName, request.body.email);
      return reply.status(result.created ? 201 : 200).send({ message: result.message });
    },
  );
}
