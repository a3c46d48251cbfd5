import { z } from "zod";
import { OutboxEmail } from "#shared/schemas/admin.ts";
import { EMAILS_URL, useAdminQuery } from "./admin-query.ts";

export const useOutboxEmails = () => useAdminQuery(EMAILS_URL, z.array(OutboxEmail));
