import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { BusinessDetailsInput, BusinessDetailsView } from "#shared/schemas/business-details.ts";
import {
  AdminCatalogue,
  CatalogueChange,
  CatalogueItem,
  CatalogueItemBody,
  KindIdParam,
  KindParam,
  ReorderInput,
} from "#shared/schemas/catalogue-admin.ts";
import { ShopSettings, ShopSettingsInput } from "#shared/schemas/shop-settings.ts";
import { readBusinessDetails, saveBusinessDetails } from "./business-details.ts";
import { adminCatalogue, catalogueHistory, createItem, reorderItems, updateItem } from "./service.ts";
import { saveShopSettings } from "./settings.ts";
import { testimonialAdminRoutes } from "./testimonial-routes.ts";

export const adminName = (request: FastifyRequest) => request.admin?.username ?? "unknown";

/** The admin's Catalogue tab: lists, their order, the shop settings and the change history. */
export async function catalogueAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: "catalogue" } as const;
  const settings = { admin: "settings" } as const;

  typed.get("/api/admin/catalogue", { config, schema: { response: { 200: AdminCatalogue } } }, () =>
    adminCatalogue(ctx),
  );

  typed.get(
    "/api/admin/catalogue/history",
    { config, schema: { response: { 200: z.array(CatalogueChange) } } },
    () => catalogueHistory(ctx),
  );

  typed.post(
    "/api/admin/catalogue/:kind",
    {
      config: { ...config, audit: "catalogue.create" },
      schema: { params: KindParam, body: CatalogueItemBody, response: { 201: CatalogueItem } },
    },
    async (request, reply) => {
      const created = await createItem(
        ctx,
        request.params.kind,
        request.body,
        adminName(request),
        request.audit,
      );
      if (request.audit) request.audit.entityId = `${request.params.kind}/${created.id}`;
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    "/api/admin/catalogue/:kind/:id",
    {
      config: { ...config, audit: "catalogue.update" },
      schema: { params: KindIdParam, body: CatalogueItemBody, response: { 200: CatalogueItem } },
    },
    (request) =>
      updateItem(
        ctx,
        request.params.kind,
        request.params.id,
        request.body,
        adminName(request),
        request.audit,
      ),
  );

  typed.put(
    "/api/admin/catalogue/:kind/order",
    {
      config: { ...config, audit: "catalogue.reorder" },
      schema: { params: KindParam, body: ReorderInput, response: { 200: z.array(CatalogueItem) } },
    },
    (request) => reorderItems(ctx, request.params.kind, request.body.ids, adminName(request), request.audit),
  );

  typed.put(
    "/api/admin/shop-settings",
    {
      config: { ...settings, audit: "settings.update" },
      schema: { body: ShopSettingsInput, response: { 200: ShopSettings } },
    },
    (request) => saveShopSettings(ctx, request.body, adminName(request), request.audit),
  );

  typed.get(
    "/api/admin/business-details",
    { config: settings, schema: { response: { 200: BusinessDetailsView } } },
    () => readBusinessDetails(ctx),
  );

  typed.put(
    "/api/admin/business-details",
    {
      config: { ...settings, audit: "business-details.update" },
      schema: { body: BusinessDetailsInput, response: { 200: BusinessDetailsView } },
    },
    (request) => saveBusinessDetails(ctx, request.body, adminName(request), request.audit),
  );

  testimonialAdminRoutes(typed, ctx, adminName);
}
