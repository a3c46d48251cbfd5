import type { Db } from "#server/db/client.ts";
import type { Config } from "#server/env.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import type { ShipmentRequest, ShippingProvider } from "#server/providers/shipping/index.ts";
import { ShippingError } from "#server/providers/shipping/index.ts";
import { COMPANY } from "#shared/catalogue.ts";
import { PAID_STATUSES } from "#shared/order-status.ts";
import { isUkCountry } from "#shared/pricing/shipping.ts";
import {
  CARRIER_SEGMENT,
  type CreateShipmentResponse,
  type ShippingSettings,
  trackingUrl,
} from "#shared/schemas/shipping.ts";
import type { EmailService } from "../emails/service.ts";
import { type ShippingOrder, ShippingRepo } from "./repo.ts";

const CARRIER_NAME = "Royal Mail Click & Drop";

/** A carrier failure as the API answers it: 502 with the carrier's reason. */
function badGateway(error: unknown, fallback: string): HttpError {
  return new HttpError(502, error instanceof ShippingError ? error.message : fallback);
}

function countryCode(country: string): string {
  return isUkCountry(country) ? "GB" : country.trim().toUpperCase();
}

export interface ShippingLog {
  warn(obj: object, msg: string): void;
}

/** Ships paid orders with the postal carrier and keeps the order's carrier columns in step. */
export class ShippingService {
  /** Replaceable, so tests can put a failing carrier in place. */
  provider: ShippingProvider;
  readonly #repo: ShippingRepo;
  readonly #email: Pick<EmailService, "send">;
  readonly #config: Config;

  constructor(deps: {
    db: Db;
    provider: ShippingProvider;
    email: Pick<EmailService, "send">;
    config: Config;
  }) {
    this.provider = deps.provider;
    this.#repo = new ShippingRepo(deps.db);
    this.#email = deps.email;
    this.#config = deps.config;
  }

  settings(): ShippingSettings {
    return {
      carrier: CARRIER_SEGMENT,
      carrierName: CARRIER_NAME,
      provider: this.provider.name,
      mode: this.provider.name === "sandbox" ? "sandbox" : "live",
      senderAddress: `${COMPANY.name}, ${COMPANY.address}`,
    };
  }

  async #order(id: number): Promise<ShippingOrder> {
    const order = await this.#repo.find(id);
    if (!order) throw notFound(`Order ${id} not found`);
    return order;
  }

  #withShipment(order: ShippingOrder): string {
    if (!order.carrierOrderId) throw conflict("This order has no shipment with the postal carrier");
    return order.carrierOrderId;
  }

  async create(orderId: number, by: string, log?: ShippingLog): Promise<CreateShipmentResponse> {
    const order = await this.#order(orderId);
    if (!PAID_STATUSES.includes(order.status as never)) {
      throw conflict(`Only paid orders can be shipped; this order is ${order.status}`);
    }
    if (order.carrierOrderId) throw conflict("This order has already been sent to the postal carrier");
    if (!(await this.#repo.claimForCreate(order.id))) {
      throw conflict("A shipment is already being created for this order");
    }
    const request: ShipmentRequest = {
      reference: `NDR-${order.id}`,
      orderDate: order.createdAt,
      recipient: {
        fullName: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
        address: order.customerAddress,
        city: order.customerCity,
        postcode: order.customerPostcode,
        countryCode: countryCode(order.customerCountry),
      },
      subtotalPence: order.subtotalPence,
      shippingPence: order.shippingPence,
      totalPence: order.totalPence,
      itemCount: await this.#repo.itemCount(order.id),
    };
    try {
      const created = await this.provider.createOrder(request);
      const trackingNumber = created.trackingNumber ?? null;
      await this.#repo.update(
        order,
        { carrierOrderId: created.carrierOrderId, trackingNumber, shippingStatus: "shipped" },
        {
          by,
          text: `Shipment created with ${CARRIER_NAME} (carrier order ${created.carrierOrderId}${trackingNumber ? `, tracking ${trackingNumber}` : ""})`,
        },
      );
      return { carrierOrderId: created.carrierOrderId, trackingNumber, shippingStatus: "shipped" };
    } catch (error) {
      const status =
        error instanceof ShippingError && error.kind === "auth" ? "api_setup_required" : "shipping_error";
      await this.#repo.update(order, { shippingStatus: status }, { by, text: "Shipment creation failed" });
      log?.warn(
        { orderId: order.id, kind: error instanceof ShippingError ? error.kind : "unexpected" },
        "carrier create failed",
      );
      throw badGateway(error, "Failed to create shipping with the postal carrier");
    }
  }

  async updateTracking(orderId: number, by: string): Promise<{ trackingNumber: string }> {
    const order = await this.#order(orderId);
    const carrierOrderId = this.#withShipment(order);
    if (order.shippingStatus === "cancelled") throw conflict("This shipment has been cancelled");
    let trackingNumber: string | null;
    try {
      trackingNumber = await this.provider.getTracking(carrierOrderId);
    } catch (error) {
      throw badGateway(error, "Failed to retrieve tracking number from the postal carrier");
    }
    if (!trackingNumber) {
      throw conflict("The postal carrier has no tracking number yet. The shipment may still be processing.");
    }
    if (trackingNumber !== order.trackingNumber) {
      await this.#repo.update(order, { trackingNumber }, { by, text: `Tracking number ${trackingNumber}` });
    }
    return { trackingNumber };
  }

  async cancel(orderId: number, by: string): Promise<{ ok: true; shippingStatus: "cancelled" }> {
    const order = await this.#order(orderId);
    const carrierOrderId = this.#withShipment(order);
    if (order.shippingStatus === "cancelled") throw conflict("This shipment is already cancelled");
    try {
      await this.provider.cancel(carrierOrderId);
    } catch (error) {
      throw badGateway(error, "Failed to cancel shipping with the postal carrier");
    }
    await this.#repo.update(
      order,
      { shippingStatus: "cancelled" },
      { by, text: "Shipment cancelled with the carrier" },
    );
    return { ok: true, shippingStatus: "cancelled" };
  }

  async sendTrackingEmail(orderId: number, by: string): Promise<{ trackingNumber: string }> {
    const order = await this.#order(orderId);
    const trackingNumber = order.trackingNumber;
    if (!trackingNumber) throw conflict("This order has no tracking number yet");
    if (!order.customerEmail) throw conflict("This order has no customer email address");
    const name = order.customerName.trim().split(/\s+/)[0] || "there";
    try {
      await this.#email.send("tracking_number", {
        to: order.customerEmail,
        subject: `Your ${COMPANY.name} order #${order.id} is on its way`,
        text: [
          `Hello ${name},`,
          "",
          `Your order #${order.id} has been sent with Royal Mail.`,
          `Tracking number: ${trackingNumber}`,
          `Track your parcel: ${trackingUrl(trackingNumber)}`,
          "",
          `Thank you for shopping with ${COMPANY.name}.`,
          `${COMPANY.email} · ${COMPANY.phone}`,
          this.#config.PUBLIC_URL ?? "",
        ].join("\n"),
      });
    } catch {
      throw new HttpError(502, "Failed to send tracking email");
    }
    await this.#repo.addNote(order, by, `Tracking email sent (${trackingNumber})`);
    return { trackingNumber };
  }

  async reset(orderId: number, by: string): Promise<{ ok: true }> {
    const order = await this.#order(orderId);
    await this.#repo.update(
      order,
      { carrierOrderId: null, trackingNumber: null, shippingStatus: null },
      { by, text: "Carrier information reset" },
    );
    return { ok: true };
  }

  async resetAll(by: string): Promise<{ count: number }> {
    return { count: await this.#repo.resetAll(by) };
  }

  async label(orderId: number): Promise<Uint8Array> {
    const order = await this.#order(orderId);
    const carrierOrderId = this.#withShipment(order);
    try {
      return await this.provider.label(carrierOrderId);
    } catch (error) {
      throw badGateway(error, "Failed to fetch the label from the postal carrier");
    }
  }
}
