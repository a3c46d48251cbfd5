import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { AdminMediaList, AttachMedia, MediaTargetQuery, ReorderMedia } from "#shared/schemas/media.ts";
import { DetachMediaQuery } from "#shared/schemas/media-places.ts";
import { attachMedia, detachMedia, mediaAtPlace, reorderMedia } from "./service.ts";

/** Where the owner's photos and videos are shown: each place's items, in order. Each answer is the place's items. */
export async function mediaPlaceAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: "catalogue" } as const;
  const answer = { 200: AdminMediaList };

  typed.get(
    "/api/admin/media/attachments",
    { config, schema: { querystring: MediaTargetQuery, response: answer } },
    (request) => mediaAtPlace(ctx, request.query.target),
  );

  typed.post(
    "/api/admin/media/attachments",
    {
      config: { ...config, audit: "media.attach" },
      schema: { body: AttachMedia, response: { 201: AdminMediaList } },
    },
    async (request, reply) => reply.status(201).send(await attachMedia(ctx, request.body, request.audit)),
  );

  typed.delete(
    "/api/admin/media/attachments",
    {
      config: { ...config, audit: "media.detach" },
      schema: { querystring: DetachMediaQuery, response: answer },
    },
    (request) => detachMedia(ctx, request.query, request.audit),
  );

  typed.put(
    "/api/admin/media/order",
    { config: { ...config, audit: "media.reorder" }, schema: { body: ReorderMedia, response: answer } },
    (request) => reorderMedia(ctx, request.body, request.audit),
  );
}
