import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  abandonedCarts,
  chatMessages,
  emailOutbox,
  orderRefunds,
  orderStatusHistory,
  orders,
  prescriptions,
} from "#server/db/schema/index.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import type { TestApp } from "#server/test/test-app.ts";
import { sendPrescription } from "./test-prescriptions.ts";

/** The subject, typed in mixed case in some forms; every match is case-insensitive. */
export const EMAIL = "zebedee.quux@example.org";
export const TYPED = "Zebedee.Quux@Example.org";
export const NAME = "Zebedee Quux";
/** Somebody else, whose data must come through untouched. */
export const OTHER = "bystander@example.net";
export const CONVERSATION = "11111111-2222-4333-8444-555555555555";

export interface SeededSubject {
  paidOrder: number;
  unpaidOrder: number;
  otherOrder: number;
  rxOwn: { id: number; fileKey: string | null };
  rxLinked: { id: number; fileKey: string | null };
  rxOther: { id: number; fileKey: string | null };
  /** The paid order as it was before any erasure. */
  paidBefore: typeof orders.$inferSelect;
}

let ip = 0;
const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: `10.7.1.${++ip}` });

/**
 * Every kind of record of the subject (orders paid and not, history, refund, mail, prescriptions sent and
 * attached, contact, club, basket, chat), and some of a bystander's beside them.
 */
export async function seedSubject(t: TestApp, kind: string): Promise<SeededSubject> {
  const db = t.ctx.db;
  const seeded = {} as SeededSubject;

  seeded.paidOrder = await insertTestOrder(
    db,
    {
      customerName: NAME,
      customerEmail: EMAIL,
      customerCountry: "NO",
      subtotalPence: 12_000,
      discountPence: 1_200,
      shippingPence: 1_000,
      totalPence: 11_800,
      refundedPence: 500,
      trackingNumber: "TT123456789GB",
    },
    [{ unitPricePence: 12_000, itemTotalPence: 12_000, productName: "Prescription Pro" }],
  );
  await db.insert(orderStatusHistory).values({
    orderId: seeded.paidOrder,
    fromStatus: "completed",
    toStatus: "completed",
    changedBy: "admin",
    note: `Called ${TYPED} about the lenses`,
  });
  await db.insert(orderRefunds).values({
    orderId: seeded.paidOrder,
    amountPence: 500,
    reason: `Goodwill, asked by ${EMAIL}`,
    actor: "admin",
    status: "succeeded",
    idempotencyKey: `refund-${kind}-1`,
  });
  seeded.unpaidOrder = await insertTestOrder(db, {
    status: "pending",
    customerName: NAME,
    customerEmail: EMAIL,
  });
  seeded.otherOrder = await insertTestOrder(db, { customerName: "Bo Bystander", customerEmail: OTHER });
  await db.insert(emailOutbox).values({
    kind: "order_confirmation",
    to: EMAIL,
    subject: "Your order",
    text: `Thanks ${NAME}`,
    html: `<p>Thanks ${NAME}</p>`,
    transport: "outbox",
    status: "sent",
    orderId: seeded.paidOrder,
  });

  seeded.rxOwn = await sendPrescription(t.app, db, { email: TYPED, fullName: NAME }, true);
  // Sent under another address but attached to the subject's order.
  seeded.rxLinked = await sendPrescription(t.app, db, { email: "zq-work@example.org", fullName: NAME });
  await db
    .update(prescriptions)
    .set({ orderId: seeded.paidOrder })
    .where(eq(prescriptions.id, seeded.rxLinked.id));
  seeded.rxOther = await sendPrescription(t.app, db, { email: OTHER, fullName: "Bo Bystander" }, true);

  for (const [email, name] of [
    [TYPED, NAME],
    [OTHER, "Bo Bystander"],
  ] as const) {
    const contact = await post(t, "/api/contact-messages", {
      name,
      email,
      subject: "Lens question",
      message: "Do you make -6.00 lenses?",
    });
    expect(contact.statusCode).toBe(201);
    const club = await post(t, "/api/discount-signup", { firstName: name.split(" ")[0], email });
    expect(club.statusCode).toBe(200);
  }
  await db.insert(abandonedCarts).values([
    { email: EMAIL, cartData: { items: [{ name: "Primary+" }] }, totalAmountPence: 5500 },
    { email: OTHER, cartData: [], totalAmountPence: 100 },
  ]);
  await db.insert(chatMessages).values([
    {
      conversationId: CONVERSATION,
      type: "other",
      sender: "Zebedee",
      message: `I am ${TYPED}, where is my order?`,
    },
    { conversationId: CONVERSATION, type: "admin", sender: "Admin", message: "Let me look." },
    {
      conversationId: "99999999-2222-4333-8444-555555555555",
      type: "other",
      sender: "Bo",
      message: "Hello",
    },
  ]);
  [seeded.paidBefore] = (await db.select().from(orders).where(eq(orders.id, seeded.paidOrder))) as [
    typeof orders.$inferSelect,
  ];
  return seeded;
}
