import type { Database, Db } from "./db/client.ts";
import type { Config } from "./env.ts";
import type { AdminAuthService } from "./modules/admin-auth/service.ts";
import type { CatalogueService } from "./modules/catalogue/service.ts";
import type { ChatService } from "./modules/chat/service.ts";
import type { EmailService } from "./modules/emails/service.ts";
import type { ShippingService } from "./modules/shipping/service.ts";
import type { PaymentProvider } from "./providers/payments/index.ts";
import type { FileStorage } from "./providers/storage/index.ts";

/** What every module gets: configuration, the database, shared services and providers. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  catalogue: CatalogueService;
  email: EmailService;
  /** Private file storage (prescription files): disk under DATA_DIR/uploads, or S3. */
  storage: FileStorage;
  /** Card payments: the sandbox by default, Stripe when configured (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  /** Admin sign-in and sessions; the admin guard verifies bearer tokens through it. */
  adminAuth: AdminAuthService;
  /** Shipping with the postal carrier: the sandbox by default, Click & Drop when configured. */
  shipping: ShippingService;
  /** Live chat: stored messages fanned out to sockets (through Redis when REDIS_URL is set). */
  chat: ChatService;
}
