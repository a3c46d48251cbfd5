import { z } from "zod";
import { AdminPrescription } from "#shared/schemas/admin.ts";
import { PRESCRIPTIONS_URL, useAdminQuery } from "./admin-query.ts";

export const usePrescriptions = () => useAdminQuery(PRESCRIPTIONS_URL, z.array(AdminPrescription));
