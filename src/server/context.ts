import type { Database, Db } from "./db/client.ts";
import type { Config } from "./env.ts";
import type { Keyring } from "./lib/keyring.ts";
import type { ShopMetrics } from "./lib/metrics.ts";
import type { CatalogueService } from "./modules/catalogue/service.ts";
import type { ChatService } from "./modules/chat/service.ts";
import type { EmailService } from "./modules/emails/service.ts";
import type { AdminVerifier } from "./plugins/admin-guard.ts";
import type { RedisProbe } from "./plugins/rate-limit.ts";
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
  /** The keys prescriptions are sealed under (PRESCRIPTION_KEY and PRESCRIPTION_KEYS_PREVIOUS). */
  prescriptionKeys: Keyring;
  /** Card payments: the sandbox by default, Stripe when configured (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  /** Checks admin bearer tokens against the sessions (admin-auth); the admin guard goes through it. */
  adminAuth: AdminVerifier;
  /** The postal carrier: the sandbox by default, Click & Drop when configured (SHIPPING_PROVIDER). */
  shipping: ShippingProvider;
  /** Live chat: stored messages fanned out to sockets (through Redis when REDIS_URL is set). */
  chat: ChatService;
  /** With REDIS_URL: whether Redis answers (readiness reports it; the rate limits fall back without it). */
  redis?: RedisProbe;
  /** Prometheus metrics of this app (GET /metrics): requests, orders, payments, jobs, rate limits. */
  metrics: ShopMetrics;
}
