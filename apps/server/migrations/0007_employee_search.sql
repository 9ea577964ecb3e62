ALTER TABLE "employees" ADD COLUMN "search_lower" text GENERATED ALWAYS AS (lower(name || ' ' || mobile || ' ' || emp_code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_tenant_search" ON "employees" USING btree ("tenant_id","id","search_lower");--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin ("search_lower" gin_trgm_ops);