import { RETENTION_PATH } from "#shared/retention.ts";
import { catalogueQuery, useCatalogue } from "#web/catalogue/catalogue-query.ts";
import { int, object } from "#web/lib/shape.ts";

const readPeriods = object({
  prescriptionDays: int(1),
  unfinishedCheckoutDays: int(1),
  chatDays: int(1),
  contactDays: int(1),
});

const retentionQuery = catalogueQuery(RETENTION_PATH, readPeriods);

/** GET /api/config/retention: the retention periods the server is configured with, in days. */
export const useRetentionPeriods = () =>
  useCatalogue(retentionQuery, { staleTime: Number.POSITIVE_INFINITY, retry: 2 });
