ALTER TABLE "media_items" ADD COLUMN "crops_focal_x" double precision;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "crops_focal_y" double precision;