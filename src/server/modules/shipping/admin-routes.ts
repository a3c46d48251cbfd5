import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import {
  CARRIER_SEGMENT,
  CancelShipmentResponse,
  CreateShipmentResponse,
  ResetAllResponse,
  ResetShipmentResponse,
  ShippingOrderBody,
  ShippingOrderParams,
  ShippingSettings,
  TrackingResponse,
} from "#shared/schemas/shipping.ts";
import {
  cancelShipment,
  createShipment,
  resetAllShipments,
  resetShipment,
  sendTrackingEmail,
  shippingLabel,
  shippingSettings,
  updateTracking,
} from "./service.ts";

const admin = { admin: "shipping" } as const;
const by = (request: FastifyRequest) => request.admin?.username ?? "admin";

/** Admin shipping with the postal carrier: /api/shipping/royal-mail/... (all behind the admin guard). */
export async function shippingAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/shipping/${CARRIER_SEGMENT}`;

  typed.get(
    "/api/shipping/settings",
    { config: admin, schema: { response: { 200: ShippingSettings } } },
    async () => shippingSettings(ctx),
  );

  typed.post(
    `${base}/create`,
    {
      config: { ...admin, audit: "shipping.label" },
      schema: { body: ShippingOrderBody, response: { 200: CreateShipmentResponse } },
    },
    async (request) => createShipment(ctx, request.body.orderId, by(request), request.log),
  );

  typed.post(
    `${base}/update-tracking`,
    {
      config: { ...admin, audit: "shipping.tracking" },
      schema: { body: ShippingOrderBody, response: { 200: TrackingResponse } },
    },
    async (request) => updateTracking(ctx, request.body.orderId, by(request), request.log),
  );

  typed.post(
    `${base}/cancel`,
    {
      config: { ...admin, audit: "shipping.cancel" },
      schema: { body: ShippingOrderBody, response: { 200: CancelShipmentResponse } },
    },
    async (request) => cancelShipment(ctx, request.body.orderId, by(request)),
  );

  typed.post(
    `${base}/send-tracking-email`,
    {
      config: { ...admin, audit: "shipping.tracking-email" },
      schema: { body: ShippingOrderBody, response: { 200: TrackingResponse } },
    },
    async (request) => sendTrackingEmail(ctx, request.body.orderId, by(request)),
  );

  typed.post(
    `${base}/reset`,
    {
      config: { ...admin, audit: "shipping.reset" },
      schema: { body: ShippingOrderBody, response: { 200: ResetShipmentResponse } },
    },
    async (request) => resetShipment(ctx, request.body.orderId, by(request)),
  );

  typed.post(
    `${base}/reset-all`,
    { config: { ...admin, audit: "shipping.reset-all" }, schema: { response: { 200: ResetAllResponse } } },
    async (request) => resetAllShipments(ctx, by(request)),
  );

  typed.get(
    `${base}/label/:orderId`,
    { config: admin, schema: { params: ShippingOrderParams } },
    async (request, reply) => {
      const pdf = await shippingLabel(ctx, request.params.orderId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="label-${request.params.orderId}.pdf"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(pdf));
    },
  );
}
