import { z } from "zod";
import { ContactMessage } from "#shared/schemas/admin.ts";
import { CONTACT_MESSAGES_URL, useAdminQuery } from "./admin-query.ts";

export const useContactMessages = () => useAdminQuery(CONTACT_MESSAGES_URL, z.array(ContactMessage));
