import { z } from "zod";
import { PrescriptionOrderRow } from "#shared/schemas/admin.ts";
import { PRESCRIPTION_ORDERS_URL, useAdminQuery } from "./admin-query.ts";

/** GET /api/prescription-orders: prescription-pro rows in the spec's snake_case. */
export const usePrescriptionOrders = () =>
  useAdminQuery(PRESCRIPTION_ORDERS_URL, z.array(PrescriptionOrderRow));
