import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ROLES, STAFF_STATES } from "#shared/staff/roles.ts";

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    /** Null until an invited person chooses a password. */
    passwordHash: text("password_hash"),
    name: text("name").notNull().default(""),
    email: text("email"),
    role: text("role", { enum: ROLES }).notNull().default("owner"),
    state: text("state", { enum: STAFF_STATES }).notNull().default("active"),
    /** The account ADMIN_USERNAME/ADMIN_PASSWORD made; it may work without a second factor until it enrols one. */
    bootstrapOwner: boolean("bootstrap_owner").notNull().default(false),
    /** The TOTP secret (base32), sealed under the prescription keys; null without a second factor. */
    totpSecret: text("totp_secret"),
    /** A secret offered by an enrolment not yet confirmed with a code, sealed the same way. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP step accepted, so each code is good once. */
    totpLastStep: integer("totp_last_step"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("admin_users_username_idx").on(t.username),
    uniqueIndex("admin_users_email_idx").on(sql`lower(${t.email})`),
    check("admin_users_role_check", sql`${t.role} in ('owner', 'staff', 'dispenser')`),
    check("admin_users_state_check", sql`${t.state} in ('invited', 'active', 'disabled')`),
  ],
);

/** A single-use link that lets an invited person choose a password; only its hash is kept. */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("admin_invitations_token_idx").on(t.tokenHash),
    index("admin_invitations_user_idx").on(t.userId),
  ],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The browser's user agent at sign-in (cut to 300 characters), to name the device in the person's list. */
    userAgent: text("user_agent").notNull().default(""),
    /** The address signed in from. */
    address: text("address").notNull().default(""),
  },
  (t) => [
    uniqueIndex("admin_sessions_token_idx").on(t.tokenHash),
    index("admin_sessions_user_idx").on(t.userId),
  ],
);

/**
 * Addresses an admin has signed in from (SHA-256 of the address, an IPv6 /64 as one). Sign-in from one of
 * them is exempt from the per-username ceiling, so failures from elsewhere never lock the admin out.
 */
export const adminKnownAddresses = pgTable(
  "admin_known_addresses",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    addressHash: text("address_hash").notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/** Single-use recovery codes of a person's second factor; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admin_recovery_codes_hash_idx").on(t.userId, t.codeHash)],
);

/**
 * A password accepted for a person with a second factor: the short-lived, single-use ticket the code step
 * completes. Only its hash is kept.
 */
export const adminSignInChallenges = pgTable(
  "admin_sign_in_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admin_sign_in_challenges_token_idx").on(t.tokenHash)],
);
