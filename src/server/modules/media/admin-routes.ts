import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { AdminMediaItem, AdminMediaList, MediaUpdate } from "#shared/schemas/media.ts";
import { MEDIA_BODY_LIMIT, MEDIA_MULTIPART_LIMITS, readMediaForm } from "./form.ts";
import { getMediaItem, listMediaItems, removeMediaItem, updateMediaItem, uploadMedia } from "./service.ts";

/** The owner's media library: upload, list, words and focal point, delete. */
export async function mediaAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = "catalogue" as const;

  typed.get(
    "/api/admin/media",
    { config: { admin }, schema: { response: { 200: AdminMediaList } } },
    async () => ({
      items: await listMediaItems(ctx),
    }),
  );

  typed.get(
    "/api/admin/media/:id",
    { config: { admin }, schema: { params: IdParam, response: { 200: AdminMediaItem } } },
    (request) => getMediaItem(ctx, request.params.id),
  );

  typed.patch(
    "/api/admin/media/:id",
    {
      config: { admin, audit: "media.update" },
      schema: { params: IdParam, body: MediaUpdate, response: { 200: AdminMediaItem } },
    },
    (request) => updateMediaItem(ctx, request.params.id, request.body, request.audit),
  );

  typed.delete(
    "/api/admin/media/:id",
    { config: { admin, audit: "media.delete" }, schema: { params: IdParam } },
    async (request, reply) => {
      await removeMediaItem(ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  // Multipart in this scope only; the body is streamed to a temporary file, never held whole.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MEDIA_MULTIPART_LIMITS });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/admin/media",
      {
        bodyLimit: MEDIA_BODY_LIMIT,
        config: { admin, audit: "media.upload" },
        schema: { response: { 201: AdminMediaItem } },
      },
      async (request, reply) => {
        const form = await readMediaForm(request, ctx.config.dataDir);
        const item = await uploadMedia(ctx, form, request.admin?.username ?? "unknown");
        if (request.audit) request.audit.entityId = item.id;
        return reply.code(201).send(item);
      },
    );
  });
}
