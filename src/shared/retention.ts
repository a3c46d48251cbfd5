/**
 * How long personal data is kept, in days. These are the defaults; the server reads the
 * configured values from RETENTION_*_DAYS and serves them at GET /api/config/retention for the privacy page.
 */
export const RETENTION_DEFAULTS = {
  /** Prescriptions and their files, from their order's last activity (or their submission, when unlinked). */
  prescriptionDays: 730,
  /** Never-paid checkouts and abandoned baskets, from their last change. */
  unfinishedCheckoutDays: 30,
  /** Chat conversations, from their last message. */
  chatDays: 365,
  /** Contact messages, from their arrival. */
  contactDays: 730,
} as const;

export type RetentionPeriods = { [K in keyof typeof RETENTION_DEFAULTS]: number };

/** "30 days", "1 year", "2 years", "18 months": a period as the privacy page says it. */
export function describeDays(days: number): string {
  if (days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  if (days % 30 === 0 && days >= 60) return `${days / 30} months`;
  return days === 1 ? "1 day" : `${days} days`;
}

/** Where the server answers the configured periods (and where a rendered page reads them from). */
export const RETENTION_PATH = "/api/config/retention";
