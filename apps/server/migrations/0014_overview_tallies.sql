CREATE TABLE "sku_tallies" (
	"tenant_id" integer NOT NULL,
	"comb" smallint NOT NULL,
	"category_id" integer,
	"sale_state" smallint NOT NULL,
	"recycled" boolean NOT NULL,
	"no_price" boolean NOT NULL,
	"no_picture" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sku_tallies_tenant" ON "sku_tallies" USING btree ("tenant_id","comb");--> statement-breakpoint
CREATE INDEX "login_records_tenant_time" ON "login_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE FUNCTION "sku_tallies_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sku_tallies" ("tenant_id", "comb", "category_id", "sale_state", "recycled", "no_price", "no_picture", "n")
  SELECT "tenant_id", "comb", "category_id", "sale_state", "deleted_at" IS NOT NULL, "sku_refer_price" = 0,
    coalesce("detail"->'picList'->>0, '') = '', count(*)
  FROM "new_skus" GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sku_tallies_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sku_tallies" ("tenant_id", "comb", "category_id", "sale_state", "recycled", "no_price", "no_picture", "n")
  SELECT "tenant_id", "comb", "category_id", "sale_state", "recycled", "no_price", "no_picture", sum("d")
  FROM (
    SELECT "tenant_id", "comb", "category_id", "sale_state", "deleted_at" IS NOT NULL AS "recycled",
      "sku_refer_price" = 0 AS "no_price", coalesce("detail"->'picList'->>0, '') = '' AS "no_picture", 1 AS "d"
    FROM "new_skus"
    UNION ALL
    SELECT "tenant_id", "comb", "category_id", "sale_state", "deleted_at" IS NOT NULL,
      "sku_refer_price" = 0, coalesce("detail"->'picList'->>0, '') = '', -1
    FROM "old_skus"
  ) "changed"
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("d") <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "sku_tallies_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sku_tallies" ("tenant_id", "comb", "category_id", "sale_state", "recycled", "no_price", "no_picture", "n")
  SELECT "tenant_id", "comb", "category_id", "sale_state", "deleted_at" IS NOT NULL, "sku_refer_price" = 0,
    coalesce("detail"->'picList'->>0, '') = '', -count(*)
  FROM "old_skus" GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "skus_tally_insert" AFTER INSERT ON "skus" REFERENCING NEW TABLE AS "new_skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "sku_tallies_inserted"();--> statement-breakpoint
CREATE TRIGGER "skus_tally_update" AFTER UPDATE ON "skus" REFERENCING OLD TABLE AS "old_skus" NEW TABLE AS "new_skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "sku_tallies_updated"();--> statement-breakpoint
CREATE TRIGGER "skus_tally_delete" AFTER DELETE ON "skus" REFERENCING OLD TABLE AS "old_skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "sku_tallies_deleted"();--> statement-breakpoint
INSERT INTO "sku_tallies" ("tenant_id", "comb", "category_id", "sale_state", "recycled", "no_price", "no_picture", "n")
SELECT "tenant_id", "comb", "category_id", "sale_state", "deleted_at" IS NOT NULL, "sku_refer_price" = 0,
  coalesce("detail"->'picList'->>0, '') = '', count(*)
FROM "skus" GROUP BY 1, 2, 3, 4, 5, 6, 7;
