import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import {
  AdminTestimonial,
  TestimonialIdParam,
  TestimonialInput,
  TestimonialOrder,
  TestimonialPatch,
} from "#shared/schemas/testimonials.ts";
import {
  adminTestimonials,
  createTestimonial,
  reorderTestimonials,
  updateTestimonial,
} from "./testimonials.ts";

/** The Catalogue tab's testimonials: add, edit, hide (active: false) and reorder. Admin only. */
export function testimonialAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  adminName: (request: FastifyRequest) => string,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: "catalogue" } as const;

  typed.get(
    "/api/admin/testimonials",
    { config, schema: { response: { 200: z.array(AdminTestimonial) } } },
    () => adminTestimonials(ctx),
  );

  typed.post(
    "/api/admin/testimonials",
    {
      config: { ...config, audit: "testimonial.create" },
      schema: { body: TestimonialInput, response: { 201: AdminTestimonial } },
    },
    async (request, reply) => {
      const created = await createTestimonial(ctx, request.body, adminName(request), request.audit);
      if (request.audit) request.audit.entityId = created.id;
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    "/api/admin/testimonials/:id",
    {
      config: { ...config, audit: "testimonial.update" },
      schema: { params: TestimonialIdParam, body: TestimonialPatch, response: { 200: AdminTestimonial } },
    },
    (request) => updateTestimonial(ctx, request.params.id, request.body, adminName(request), request.audit),
  );

  typed.put(
    "/api/admin/testimonials/order",
    {
      config: { ...config, audit: "testimonial.reorder" },
      schema: { body: TestimonialOrder, response: { 200: z.array(AdminTestimonial) } },
    },
    (request) => reorderTestimonials(ctx, request.body.ids, adminName(request), request.audit),
  );
}
