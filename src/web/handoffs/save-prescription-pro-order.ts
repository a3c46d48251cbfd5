import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";
import type { PrescriptionProOrder } from "./prescription-pro-order.ts";

/** Writing the handoff needs no schema, so the configurators save it without loading zod. */
export function savePrescriptionProOrder(order: PrescriptionProOrder): void {
  sessionStore.set(SESSION_KEYS.prescriptionProOrder, JSON.stringify(order));
}
