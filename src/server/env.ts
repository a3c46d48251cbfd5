import { resolve } from "node:path";
import { z } from "zod";
import { RETENTION_DEFAULTS } from "#shared/retention.ts";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "#shared/stock.ts";
import { COMPANY_ENV, withLegacyNames } from "./env-company.ts";
import { MEDIA_ENV, mediaEnvIssues } from "./env-media.ts";
import { decodeKey } from "./lib/keyring.ts";
import { adminPasswordProblem } from "./lib/password-policy.ts";
import { parseTrustedProxies } from "./lib/trust-proxy.ts";

/** A same-origin .mp4 or .webm path: the page CSP allows media from this origin only. */
const VIDEO_PATH = /^\/[\w/-]+\.(mp4|webm)$/;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** A Stripe key: its prefix says which kind it is, so a key pasted into the wrong variable is caught. */
const stripeKey = (prefix: string, what: string) =>
  optionalText.pipe(z.string().startsWith(prefix, `must be a Stripe ${what} (${prefix}...)`).optional());

/** A retention period in whole days (at most 100 years). */
const days = (fallback: number) => z.coerce.number().int().min(1).max(36_500).default(fallback);
/** An AES-256 key: 32 bytes in base64. The message never repeats the value. */
const KEY_MESSAGE = "must be 32 bytes in base64, e.g. the output of: openssl rand -base64 32";
const base64Key = z.string().refine((text) => decodeKey(text) !== undefined, KEY_MESSAGE);

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** Secrets that sign links: kept in DATA_DIR when unset (lib/link-secrets.ts), so instances that share no disk must share them. */
export const SHARED_SECRETS = ["FILE_LINK_SECRET", "ORDER_LINK_SECRET", "UNSUBSCRIBE_SECRET"] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "must be a redis:// URL")
        .optional(),
    ),
    /** A rate-limit count Redis takes longer than this for is made in this process instead. */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(80),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    /** The proxies in front that set X-Forwarded-For: a hop count or a list of addresses, never all. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const trusted = parseTrustedProxies(text);
        if (typeof trusted !== "string") return trusted;
        ctx.addIssue({ code: "custom", message: trusted });
        return z.NEVER;
      }),
    /** Discount codes one address may try in 10 minutes, by the validate call and by checkouts with a code. */
    DISCOUNT_CODE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Checkouts (created or re-priced) one address may start per minute. */
    CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /** A request whose headers and body have not all arrived after this long is answered 408 and closed. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Chat sockets one client address may hold open at once (on each instance). */
    CHAT_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(5),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
    ALLOW_SANDBOX_PAYMENTS: flag,
    /** An admin session ends this long after sign-in however busy it is (12 idle hours end it sooner). */
    ADMIN_SESSION_MAX_AGE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24 * 7),
    STRIPE_SECRET_KEY: z.union([stripeKey("sk_", "secret key"), stripeKey("rk_", "restricted key")]),
    STRIPE_PUBLISHABLE_KEY: stripeKey("pk_", "publishable key"),
    STRIPE_WEBHOOK_SECRET: stripeKey("whsec_", "webhook signing secret"),
    STRIPE_API_HOST: optionalText,
    STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
    STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
    SHIPPING_PROVIDER: z.enum(["sandbox", "clickanddrop"]).default("sandbox"),
    CLICK_AND_DROP_API_KEY: optionalText,
    CLICK_AND_DROP_BASE_URL: optionalText.pipe(z.url().optional()),
    /** The lens lab: `sandbox` (files under DATA_DIR/lab, sent back after a delay) or `email` (to LAB_EMAIL). */
    LAB_PROVIDER: z.enum(["sandbox", "email"]).default("sandbox"),
    LAB_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    LAB_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(5000),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
        "must be an address, e.g. Shop <orders@example.com>",
      )
      .default("Ndr Sports Eyewear <orders@ndr-eyewear.co.uk>"),
    /** How long a worker holds an email it is sending before another worker may retry it (a crashed one). */
    EMAIL_SEND_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    ...COMPANY_ENV,
    ...MEDIA_ENV,
    GA_MEASUREMENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
        .optional(),
    ),
    ADS_CONVERSION_ID: optionalText.pipe(
      z
        .string()
        .regex(/^AW-[0-9]+(\/[\w-]+)?$/, "must look like AW-123456789")
        .optional(),
    ),
    /** Same-origin video files for the page video slots; a slot with no file shows nothing. */
    VIDEO_PRESCRIPTION_PRO: optionalText.pipe(
      z.string().regex(VIDEO_PATH, "must be a same-origin path such as /videos/clip.mp4").optional(),
    ),
    VIDEO_LENS_INSTALLATION: optionalText.pipe(
      z.string().regex(VIDEO_PATH, "must be a same-origin path such as /videos/clip.mp4").optional(),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid bucket name")
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Signs the admin's short-lived prescription file links; without it each process makes its own. */
    FILE_LINK_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Bearer token of GET /metrics; unset, there is no /metrics. */
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{32,200}$/,
          "must be 32 to 200 letters, digits, - or _ (e.g. openssl rand -hex 32)",
        )
        .optional(),
    ),
    /**
     * Lets a request set the returns code's "now" with an x-test-now header (plugins/test-clock.ts): for the
     * browser-test server only, refused unless NODE_ENV=test.
     */
    TEST_CLOCK: flag,
    /** Runs every background job at this interval instead of its own (drills and the scale-out test). */
    JOBS_INTERVAL_MS: z.coerce.number().int().min(50).max(86_400_000).optional(),
    /** Signs the order links in emails (/order?t=...); set it so links outlive a restart and work on every instance. */
    ORDER_LINK_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Days after payment when a buyer whose prescription has not arrived gets the one reminder. */
    PRESCRIPTION_REMINDER_DAYS: z.coerce
      .number()
      .int("must be a whole number of days")
      .min(1, "must be at least 1 day")
      .max(60, "must be 60 days at most")
      .default(2),
    /** Where the owner's alerts go (paid orders, prescriptions, contact messages, unanswered chats); unset sends none. */
    SHOP_NOTIFY_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    /** Signs the unsubscribe links in club emails; set it so links outlive a restart and work on every instance. */
    UNSUBSCRIBE_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Retention (jobs/retention.ts; the privacy page states them): prescriptions and their files. */
    RETENTION_PRESCRIPTION_DAYS: days(RETENTION_DEFAULTS.prescriptionDays),
    /** Never-paid orders and abandoned baskets. */
    RETENTION_CHECKOUT_DAYS: days(RETENTION_DEFAULTS.unfinishedCheckoutDays),
    /** Chat conversations, from their last message. */
    RETENTION_CHAT_DAYS: days(RETENTION_DEFAULTS.chatDays),
    /** Contact messages. */
    RETENTION_CONTACT_DAYS: days(RETENTION_DEFAULTS.contactDays),
    /** A tracked variant with this many units or fewer shows "Only N left" and is on the admin's low-stock list. */
    LOW_STOCK_THRESHOLD: z.coerce
      .number()
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(1000, "must be 1000 at most")
      .default(DEFAULT_LOW_STOCK_THRESHOLD),
    /** Seals prescription files and clinical values (AES-256-GCM); required in production, the same on every instance. */
    PRESCRIPTION_KEY: optionalText.pipe(base64Key.optional()),
    /** Earlier keys, comma-separated, so records sealed under them still open during a rotation. */
    PRESCRIPTION_KEYS_PREVIOUS: optionalText.pipe(
      z
        .string()
        .transform((text) =>
          text
            .split(",")
            .map((key) => key.trim())
            .filter(Boolean),
        )
        .refine((keys) => keys.every((key) => decodeKey(key) !== undefined), `each key ${KEY_MESSAGE}`)
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "stripe") {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENT_PROVIDER=stripe" });
      }
    }
    if (env.PAYMENT_PROVIDER === "sandbox" && env.NODE_ENV === "production" && !env.ALLOW_SANDBOX_PAYMENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message: "the sandbox refuses to run with NODE_ENV=production unless ALLOW_SANDBOX_PAYMENTS=1",
      });
    }
    if (env.TEST_CLOCK && env.NODE_ENV !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_CLOCK"],
        message: `is for the browser-test server only and refused with NODE_ENV=${env.NODE_ENV}`,
      });
    }
    if (env.NODE_ENV === "production" && !env.PRESCRIPTION_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PRESCRIPTION_KEY"],
        message: `is required in production (it encrypts prescriptions; ${KEY_MESSAGE.replace("must be ", "")})`,
      });
    }
    if (env.SHIPPING_PROVIDER === "clickanddrop" && !env.CLICK_AND_DROP_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["CLICK_AND_DROP_API_KEY"],
        message: "is required when SHIPPING_PROVIDER=clickanddrop",
      });
    }
    if (env.LAB_PROVIDER === "email" && !env.LAB_EMAIL) {
      ctx.addIssue({ code: "custom", path: ["LAB_EMAIL"], message: "is required when LAB_PROVIDER=email" });
    }
    if (env.S3_BUCKET) {
      for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when S3_BUCKET is set" });
      }
    }
    for (const { path, message } of mediaEnvIssues(env))
      ctx.addIssue({ code: "custom", path: [path], message });
    // REDIS_URL means several instances: a link one of them signs must open on any other.
    for (const key of SHARED_SECRETS) {
      if (env.NODE_ENV === "production" && env.REDIS_URL && !env[key]) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "is required with REDIS_URL in production, the same on every instance",
        });
      }
    }
    if (env.ADMIN_PASSWORD) {
      const problem = adminPasswordProblem(env.ADMIN_PASSWORD, {
        production: env.NODE_ENV === "production",
        username: env.ADMIN_USERNAME,
      });
      if (problem) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: problem });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
      });
    }
  });

type Env = z.infer<typeof EnvSchema>;
export interface Config extends Env {
  dataDir: string;
}

export class ConfigError extends Error {}

/** Validates the environment; a bad value throws a message naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(withLegacyNames(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, dataDir: resolve(result.data.DATA_DIR) };
}
