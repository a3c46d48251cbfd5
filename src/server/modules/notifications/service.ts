import type { AppContext } from "#server/context.ts";
import { type EmailKind, ownerAlertHtml, shopBrand } from "#server/modules/emails/index.ts";
import { formatPence } from "#shared/money.ts";

/** The owner's alerts (SHOP_NOTIFY_EMAIL): what arrived, from whom, and where to look in the admin. */
export type NotifyCtx = Pick<AppContext, "config" | "email" | "log" | "catalogue">;

type AlertKind = Extract<EmailKind, `notify_${string}`>;

/** One line, so a shopper's value cannot add lines or headers to a subject. */
const oneLine = (text: string, max = 120) => text.replace(/\s+/g, " ").trim().slice(0, max);

export function adminUrl(config: NotifyCtx["config"]): string {
  return `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "")}/admin`;
}

/**
 * Sends one alert per event (the dedupe key). Never throws: an alert must not fail the shopper's order,
 * form or chat; a failed send is recorded in the outbox like any other.
 */
export async function notifyOwner(
  ctx: NotifyCtx,
  kind: AlertKind,
  message: { subject: string; lines: string[] },
  dedupeKey: string,
): Promise<void> {
  const to = ctx.config.SHOP_NOTIFY_EMAIL;
  if (!to) return;
  const admin = adminUrl(ctx.config);
  const subject = oneLine(message.subject, 200);
  const text = [...message.lines, "", `Open the admin: ${admin}`].join("\n");
  try {
    const html = await ownerAlertHtml({
      brand: await shopBrand(ctx),
      heading: subject,
      lines: message.lines,
      adminUrl: admin,
    });
    await ctx.email.send(kind, { to, subject, text, html }, { dedupeKey });
  } catch (err) {
    // The event itself already happened; a failed send is in the outbox for the admin to see.
    ctx.log.error({ err, kind }, "an alert to the owner could not be queued");
  }
}

export function notifyOrderPaid(
  ctx: NotifyCtx,
  order: {
    id: number;
    orderNumber: string | null;
    customerName: string;
    customerEmail: string | null;
    totalPence: number;
  },
): Promise<void> {
  const number = order.orderNumber ?? `#${order.id}`;
  return notifyOwner(
    ctx,
    "notify_order_paid",
    {
      subject: `New paid order ${number} (${formatPence(order.totalPence)})`,
      lines: [
        `Order ${number} has been paid: ${formatPence(order.totalPence)}.`,
        `Customer: ${oneLine(order.customerName) || "(no name)"} <${order.customerEmail ?? "no email"}>`,
      ],
    },
    `notify:paid:${order.id}`,
  );
}

/** Who sent it and where to read it; never a prescription value (health data stays in the admin). */
export function notifyPrescription(
  ctx: NotifyCtx,
  p: { id: number; fullName: string; email: string; orderNumber?: string | null },
): Promise<void> {
  const forOrder = p.orderNumber ? ` for order ${p.orderNumber}` : "";
  return notifyOwner(
    ctx,
    "notify_prescription",
    {
      subject: `New prescription from ${oneLine(p.fullName, 60)}${forOrder}`,
      lines: [
        `A prescription (#${p.id}) has arrived from ${oneLine(p.fullName)} <${p.email}>${forOrder}.`,
        "Its details are in the admin's Prescriptions tab.",
      ],
    },
    `notify:prescription:${p.id}`,
  );
}

export function notifyContact(
  ctx: NotifyCtx,
  m: { id: number; name: string; email: string; subject: string; message: string; source: string },
): Promise<void> {
  return notifyOwner(
    ctx,
    "notify_contact",
    {
      subject: `New message from ${oneLine(m.name, 60)}: ${oneLine(m.subject, 80)}`,
      lines: [
        `${oneLine(m.name)} <${m.email}> wrote (via ${m.source}):`,
        "",
        `Subject: ${oneLine(m.subject, 200)}`,
        "",
        m.message,
        "",
        "Reply from the admin's Contact tab.",
      ],
    },
    `notify:contact:${m.id}`,
  );
}

/** Once per conversation: a shopper wrote while no admin console was connected on any instance. */
export function notifyChatUnanswered(
  ctx: NotifyCtx,
  c: { conversationId: string; sender: string; message: string },
): Promise<void> {
  return notifyOwner(
    ctx,
    "notify_chat",
    {
      subject: `Live chat from ${oneLine(c.sender, 60)} while nobody is online`,
      lines: [
        `${oneLine(c.sender)} started a live chat while no admin was connected. They wrote:`,
        "",
        c.message,
        "",
        "Open the admin's Live Chat tab to answer while they are still there.",
      ],
    },
    `notify:chat:${c.conversationId}`,
  );
}

/** A payment that did not match its order's charge: the owner decides (refund, or ask for the difference). */
export function notifyPaymentReview(
  ctx: NotifyCtx,
  order: { id: number; customerName: string; customerEmail: string | null },
  received: { chargePence: number; amountPence: number; currency: string },
): Promise<void> {
  const took =
    received.currency.toLowerCase() === "gbp"
      ? formatPence(received.amountPence)
      : `${received.amountPence} (${received.currency.toUpperCase()} minor units)`;
  return notifyOwner(
    ctx,
    "notify_payment_review",
    {
      subject: `Payment held for review: order #${order.id} took ${took}, not ${formatPence(received.chargePence)}`,
      lines: [
        `The payment of order #${order.id} succeeded with ${took}, but the order's charge is ${formatPence(received.chargePence)}.`,
        "The order is not placed and nothing should be sent. In the admin's Orders tab (status Review), refund it or ask the shopper to pay the difference.",
        `Customer: ${oneLine(order.customerName) || "(no name)"} <${order.customerEmail || "no email"}>`,
      ],
    },
    `notify:review:${order.id}`,
  );
}
