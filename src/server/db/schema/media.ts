import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { MediaVariant } from "#shared/schemas/media.ts";

/**
 * One photo or video the owner uploaded. The original is kept private (for re-processing); the public
 * variants are made by the media job and listed in `variants` once `status` is 'ready'. Until then the
 * item is shown nowhere on the storefront.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["photo", "video"] }).notNull(),
    status: text("status", { enum: ["processing", "ready", "failed"] })
      .notNull()
      .default("processing"),
    /** sha256 of the original's bytes (hex): the public names are derived from it, never from a file name. */
    contentHash: text("content_hash").notNull(),
    /** The private storage key of the original, and of a video's uploaded poster image. */
    originalKey: text("original_key").notNull(),
    originalMime: text("original_mime").notNull(),
    posterKey: text("poster_key"),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    caption: text("caption"),
    focalX: doublePrecision("focal_x").notNull().default(0.5),
    focalY: doublePrecision("focal_y").notNull().default(0.5),
    /** A tiny blurred picture as a data: URI, put in the page's HTML while the real one loads. */
    placeholder: text("placeholder"),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
    /**
     * The focal point the cropped variants were made for; when it differs from focal_x/focal_y (a PATCH),
     * the media job makes new crops while these stay live, then swaps them in.
     */
    cropsFocalX: doublePrecision("crops_focal_x"),
    cropsFocalY: doublePrecision("crops_focal_y"),
    /** Why processing failed, in words for the owner. */
    failure: text("failure"),
    /** Set by the job that claims the item; a claim older than a few minutes is taken over. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_items_focal", sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
    index("media_items_processing_idx").on(t.id).where(sql`${t.status} = 'processing'`),
  ],
);

/**
 * Where an item is shown, in order: `target` names the place (MediaTarget in #shared/schemas/media.ts,
 * e.g. "product:3", "frame-colour:12", "about", "video:prescriptionPro"). Deleting an item deletes these rows.
 */
export const mediaAttachments = pgTable(
  "media_attachments",
  {
    id: serial("id").primaryKey(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => mediaItems.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("media_attachments_target_media_idx").on(t.target, t.mediaId),
    index("media_attachments_media_idx").on(t.mediaId),
  ],
);
