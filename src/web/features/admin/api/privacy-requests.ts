import { z } from "zod";
import { PrivacyRequest } from "#shared/schemas/privacy.ts";
import { PRIVACY_REQUESTS_URL, useAdminQuery } from "./admin-query.ts";

/** GET /api/admin/privacy/requests: the exports and erasures made, newest first. */
export const usePrivacyRequests = () => useAdminQuery(PRIVACY_REQUESTS_URL, z.array(PrivacyRequest));
