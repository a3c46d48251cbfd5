import type { FastifyBaseLogger } from "fastify";
import type { CatalogueService } from "#server/modules/catalogue/index.ts";
import type { ChatService } from "#server/modules/chat/index.ts";
import type { EmailService } from "#server/modules/emails/index.ts";
import type { Database, Db } from "./db/client.ts";
import type { Config } from "./env.ts";
import type { DependencyProbe } from "./lib/dependency-probe.ts";
import type { Keyring } from "./lib/keyring.ts";
import type { ShopMetrics } from "./lib/metrics.ts";
import type { AdminVerifier } from "./plugins/admin-guard.ts";
import type { LabProvider } from "./providers/lab/index.ts";
import type { MediaStore } from "./providers/media-store/index.ts";
import type { PaymentProvider } from "./providers/payments/index.ts";
import type { ShippingProvider } from "./providers/shipping/index.ts";
import type { SealedStorage } from "./providers/storage/index.ts";

/** What every module gets: configuration, the database, shared services and providers. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  catalogue: CatalogueService;
  email: EmailService;
  /**
   * Private file storage (prescription files): disk under DATA_DIR/uploads, or S3. Files are sealed on the
   * way in and opened on the way out; `storage.plain` reads files written before encryption.
   */
  storage: SealedStorage;
  /**
   * The media library's public variants (content-hashed names, cached for a year): disk under
   * DATA_DIR/media, served at /media/, or a public S3 bucket (MEDIA_S3_BUCKET). Originals go to
   * `storage.plain`.
   */
  mediaStore: MediaStore;
  /** The keys prescriptions are sealed under (PRESCRIPTION_KEY and PRESCRIPTION_KEYS_PREVIOUS). */
  prescriptionKeys: Keyring;
  /** Card payments: the sandbox by default, Stripe when configured (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  /** Checks admin bearer tokens against the sessions (admin-auth); the admin guard goes through it. */
  adminAuth: AdminVerifier;
  /** The postal carrier: the sandbox by default, Click & Drop when configured (SHIPPING_PROVIDER). */
  shipping: ShippingProvider;
  /**
   * The lens lab: the sandbox by default, a lab by email when configured (LAB_PROVIDER). What runs when a
   * job comes back is registered with `lab.onReturned(...)` (until then a returned job is only logged).
   */
  lab: LabProvider;
  /** Live chat: stored messages fanned out to sockets (through Redis when REDIS_URL is set). */
  chat: ChatService;
  /**
   * What the instance can serve without, each with whether it answers now: Redis (with REDIS_URL), SMTP,
   * S3 or the disk, the carrier. Readiness names those that do not as degraded.
   */
  dependencies: DependencyProbe[];
  /** Prometheus metrics of this app (GET /metrics): requests, orders, payments, jobs, rate limits. */
  metrics: ShopMetrics;
  /**
   * The app's logger, for work outside a request or that must not fail its request: an error caught and
   * not rethrown is logged here, never dropped.
   */
  log: FastifyBaseLogger;
}
