DROP INDEX "stock_levels_variant_idx";--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "africa_color_id" integer;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_africa_color_id_africa_colors_id_fk" FOREIGN KEY ("africa_color_id") REFERENCES "public"."africa_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_levels_variant_idx" ON "stock_levels" USING btree ("product_id",coalesce("color_id", 0),coalesce("sock_size_id", 0),coalesce("africa_color_id", 0));--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_one_kind_of_variant" CHECK (num_nonnulls("stock_levels"."color_id", "stock_levels"."sock_size_id", "stock_levels"."africa_color_id") <= 1);