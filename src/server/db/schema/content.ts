import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { TestimonialPage } from "#shared/schemas/testimonials.ts";

/** The testimonials the owner edits (name, achievement, quote, where from), read with the catalogue. Never deleted: hidden. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    achievement: text("achievement").notNull().default(""),
    quote: text("quote").notNull(),
    verified: boolean("verified").notNull().default(false),
    location: text("location").notNull().default(""),
    sport: text("sport").notNull().default(""),
    source: text("source").notNull().default(""),
    page: text("page").$type<TestimonialPage>().notNull(),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("testimonials_page_idx").on(t.page, t.sortOrder),
    check("testimonials_page", sql`${t.page} in ('prescription-guide', 'africa-r3d', 'prescription-pro')`),
  ],
);
