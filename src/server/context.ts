import type { Database, Db } from "./db/client.ts";
import type { Config } from "./env.ts";
import type { CatalogueService } from "./modules/catalogue/service.ts";
import type { EmailService } from "./modules/emails/service.ts";
import type { AdminVerifier } from "./plugins/admin-guard.ts";

/** What every module gets: configuration, the database, shared services and providers. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  catalogue: CatalogueService;
  email: EmailService;
  /** Verifies admin bearer tokens (the admin-auth module's service). */
  adminAuth: AdminVerifier;
}
