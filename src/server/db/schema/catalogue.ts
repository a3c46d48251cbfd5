import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** What the admin sets on every catalogue row: shown or not, and its place in the lists. */
const listed = () => ({
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  basePricePence: integer("base_price_pence").notNull(),
  productType: text("product_type").notNull(),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  technicalSpecs: jsonb("technical_specs").$type<string[]>().notNull().default([]),
  requiresPrescription: boolean("requires_prescription").notNull().default(false),
  /** A frame's highest power in any meridian, hundredths of a dioptre (600: ±6.00); null: the shop's range. */
  wrapLimit: integer("wrap_limit"),
  /** The frame's boxed lens size for the lab: A width, B height and the bridge (DBL), in mm. */
  boxWidthMm: integer("box_width_mm"),
  boxHeightMm: integer("box_height_mm"),
  bridgeMm: integer("bridge_mm"),
  ...listed(),
});

export const colors = pgTable(
  "colors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    hex: text("hex").notNull().default("#111111"),
    ...listed(),
  },
  (t) => [uniqueIndex("colors_name_idx").on(sql`lower(${t.name})`)],
);

const lensColumns = () => ({
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  additionalPricePence: integer("additional_price_pence").notNull().default(0),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  ...listed(),
});

export const primaryLensTypes = pgTable("primary_lens_types", lensColumns());
export const spareLensTypes = pgTable("spare_lens_types", lensColumns());
export const prescriptionLensTypes = pgTable("prescription_lens_types", lensColumns());

export const finishes = pgTable("finishes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  pricePence: integer("price_pence").notNull().default(0),
  ...listed(),
});

export const visionTypes = pgTable("vision_types", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  basePricePence: integer("base_price_pence").notNull(),
  ...listed(),
});

export const sockSizes = pgTable("sock_sizes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  euRange: text("eu_range").notNull(),
  ...listed(),
});

export const africaFrames = pgTable("africa_frames", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  badge: text("badge"),
  widthMm: integer("width_mm"),
  heightMm: integer("height_mm"),
  ...listed(),
});

export const africaColors = pgTable(
  "africa_colors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    ...listed(),
  },
  (t) => [uniqueIndex("africa_colors_name_idx").on(sql`lower(${t.name})`)],
);

export const africaVisionTypes = pgTable("africa_vision_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  basePricePence: integer("base_price_pence").notNull(),
  ...listed(),
});

export const africaLensTypes = pgTable("africa_lens_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  additionalPricePence: integer("additional_price_pence").notNull().default(0),
  ...listed(),
});
