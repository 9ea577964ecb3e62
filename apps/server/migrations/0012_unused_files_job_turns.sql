ALTER TABLE "stored_files" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stored_files_unused" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."used_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_tenant_started" ON "jobs" USING btree ("tenant_id","kind","started_at");--> statement-breakpoint
-- Files a record already names by key are used from the start; the unused-file sweep reads the
-- rest (those only rich content shows, and those nothing refers to).
UPDATE "stored_files" SET "used_at" = now()
WHERE "used_at" IS NULL AND "key" IN (
	SELECT "logo_key" FROM "brands" WHERE "logo_key" IS NOT NULL
	UNION SELECT "head_pic_key" FROM "employees" WHERE "head_pic_key" IS NOT NULL
	UNION SELECT jsonb_array_elements_text("detail"->'picList') FROM "skus" WHERE jsonb_typeof("detail"->'picList') = 'array'
	UNION SELECT "detail"->>('detailImg' || n) FROM "skus", generate_series(1, 8) AS n
);
