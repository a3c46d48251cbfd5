import type { Config } from "#server/env.ts";
import type { RetentionPeriods } from "#shared/retention.ts";

/** The configured retention periods (RETENTION_*_DAYS), in days. */
export function retentionPeriods(config: Config): RetentionPeriods {
  return {
    prescriptionDays: config.RETENTION_PRESCRIPTION_DAYS,
    unfinishedCheckoutDays: config.RETENTION_CHECKOUT_DAYS,
    chatDays: config.RETENTION_CHAT_DAYS,
    contactDays: config.RETENTION_CONTACT_DAYS,
  };
}
