import { z } from "zod";
import { PrescriptionListEntry } from "#shared/schemas/prescription-links.ts";
import { PRESCRIPTIONS_URL, useAdminQuery } from "./admin-query.ts";

export const usePrescriptions = () => useAdminQuery(PRESCRIPTIONS_URL, z.array(PrescriptionListEntry));
