CREATE SEQUENCE "public"."credit_note_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "credit_note_no" integer;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "credit_note_issued_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_credit_note_idx" ON "order_refunds" USING btree ("credit_note_no");--> statement-breakpoint
UPDATE "order_refunds" AS r
SET "credit_note_no" = s.n, "credit_note_issued_at" = r."updated_at"
FROM (
  SELECT o.id, nextval('credit_note_seq') AS n
  FROM (SELECT "id" FROM "order_refunds" WHERE "status" = 'succeeded' ORDER BY "id") AS o
) AS s
WHERE r."id" = s.id;
