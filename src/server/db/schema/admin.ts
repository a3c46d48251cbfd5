import { sql } from "drizzle-orm";
import {
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
