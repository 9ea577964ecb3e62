CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "brand_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_categories_tenant_name" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"brand_category_id" integer,
	"name" text NOT NULL,
	"english_name" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_tenant_name" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "comb_items" (
	"tenant_id" integer NOT NULL,
	"comb_sku_id" integer NOT NULL,
	"sub_sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comb_items_comb_sku_id_sub_sku_id_pk" PRIMARY KEY("comb_sku_id","sub_sku_id"),
	CONSTRAINT "comb_items_quantity" CHECK ("comb_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "commodity_library" (
	"bar_code" text PRIMARY KEY NOT NULL,
	"sku_name" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"spec_model" text DEFAULT '' NOT NULL,
	"mea_unit" text DEFAULT '个' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"sku_refer_price" numeric(12, 2),
	"shelf_life_days" integer
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"level" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_categories_tenant_code" UNIQUE("tenant_id","code"),
	CONSTRAINT "goods_categories_level" CHECK ("goods_categories"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "main_sub_items" (
	"tenant_id" integer NOT NULL,
	"main_sku_id" integer NOT NULL,
	"sub_sku_id" integer NOT NULL,
	"ratio" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "main_sub_items_main_sku_id_sub_sku_id_pk" PRIMARY KEY("main_sku_id","sub_sku_id"),
	CONSTRAINT "main_sub_items_ratio" CHECK ("main_sub_items"."ratio" > 0),
	CONSTRAINT "main_sub_items_distinct" CHECK ("main_sub_items"."main_sku_id" <> "main_sub_items"."sub_sku_id")
);
--> statement-breakpoint
CREATE TABLE "price_adjustment_items" (
	"tenant_id" integer NOT NULL,
	"adjustment_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "price_adjustment_items_adjustment_id_sku_id_pk" PRIMARY KEY("adjustment_id","sku_id"),
	CONSTRAINT "price_adjustment_items_price" CHECK ("price_adjustment_items"."new_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"all_stores" boolean DEFAULT true NOT NULL,
	"store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "price_adjustments_tenant_no" UNIQUE("tenant_id","order_no"),
	CONSTRAINT "price_adjustments_status" CHECK ("price_adjustments"."status" in ('draft', 'pending', 'effective', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shop_navigations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_navigations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_pack_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_pack_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"bar_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_pack_rates_tenant_bar_code" UNIQUE("tenant_id","bar_code"),
	CONSTRAINT "sku_pack_rates_quantity" CHECK ("sku_pack_rates"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sku_price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"store_id" integer,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2) NOT NULL,
	"source" text NOT NULL,
	"adjustment_id" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_stores" (
	"tenant_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"store_price" numeric(12, 2),
	CONSTRAINT "sku_stores_sku_id_store_id_pk" PRIMARY KEY("sku_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"comb" smallint DEFAULT 0 NOT NULL,
	"erp_code" text DEFAULT '' NOT NULL,
	"sku_name" text NOT NULL,
	"sku_name_lower" text GENERATED ALWAYS AS (lower(sku_name)) STORED NOT NULL,
	"bar_code" text NOT NULL,
	"goods_no" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"prom_title" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"supplier_id" integer,
	"sku_refer_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sku_purch_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"input_tax_rate" numeric(5, 2),
	"output_tax_rate" numeric(5, 2),
	"sale_state" smallint DEFAULT 1 NOT NULL,
	"sale_mode" text DEFAULT '1' NOT NULL,
	"mea_unit" text DEFAULT '个' NOT NULL,
	"search_nav_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skus_tenant_bar_code" UNIQUE("tenant_id","bar_code"),
	CONSTRAINT "skus_comb" CHECK ("skus"."comb" in (0, 1)),
	CONSTRAINT "skus_prices" CHECK ("skus"."sku_refer_price" >= 0 and "skus"."sku_purch_price" >= 0),
	CONSTRAINT "skus_price_range" CHECK (("skus"."min_price" is null or "skus"."min_price" <= "skus"."sku_refer_price") and ("skus"."max_price" is null or "skus"."sku_refer_price" <= "skus"."max_price"))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_tenant_code" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_brand_category_id_brand_categories_id_fk" FOREIGN KEY ("brand_category_id") REFERENCES "public"."brand_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comb_items" ADD CONSTRAINT "comb_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comb_items" ADD CONSTRAINT "comb_items_comb_sku_id_skus_id_fk" FOREIGN KEY ("comb_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comb_items" ADD CONSTRAINT "comb_items_sub_sku_id_skus_id_fk" FOREIGN KEY ("sub_sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_parent" FOREIGN KEY ("parent_id") REFERENCES "public"."goods_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_sub_items" ADD CONSTRAINT "main_sub_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_sub_items" ADD CONSTRAINT "main_sub_items_main_sku_id_skus_id_fk" FOREIGN KEY ("main_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_sub_items" ADD CONSTRAINT "main_sub_items_sub_sku_id_skus_id_fk" FOREIGN KEY ("sub_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustment_items" ADD CONSTRAINT "price_adjustment_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustment_items" ADD CONSTRAINT "price_adjustment_items_adjustment_id_price_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."price_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustment_items" ADD CONSTRAINT "price_adjustment_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_navigations" ADD CONSTRAINT "shop_navigations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_navigations" ADD CONSTRAINT "shop_navigations_parent" FOREIGN KEY ("parent_id") REFERENCES "public"."shop_navigations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_pack_rates" ADD CONSTRAINT "sku_pack_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_pack_rates" ADD CONSTRAINT "sku_pack_rates_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_adjustment_id_price_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."price_adjustments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_stores" ADD CONSTRAINT "sku_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_stores" ADD CONSTRAINT "sku_stores_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_stores" ADD CONSTRAINT "sku_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_category_id_goods_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comb_items_sub" ON "comb_items" USING btree ("sub_sku_id");--> statement-breakpoint
CREATE INDEX "goods_categories_tenant_parent" ON "goods_categories" USING btree ("tenant_id","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "main_sub_items_sub" ON "main_sub_items" USING btree ("sub_sku_id");--> statement-breakpoint
CREATE INDEX "price_adjustments_due" ON "price_adjustments" USING btree ("status","effective_at");--> statement-breakpoint
CREATE INDEX "shop_navigations_tenant" ON "shop_navigations" USING btree ("tenant_id","parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "sku_pack_rates_sku" ON "sku_pack_rates" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "sku_price_history_sku" ON "sku_price_history" USING btree ("sku_id","changed_at");--> statement-breakpoint
CREATE INDEX "sku_stores_store" ON "sku_stores" USING btree ("store_id","sku_id");--> statement-breakpoint
CREATE INDEX "skus_tenant_live" ON "skus" USING btree ("tenant_id","id") WHERE "skus"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "skus_tenant_list" ON "skus" USING btree ("tenant_id","comb","id");--> statement-breakpoint
CREATE INDEX "skus_tenant_updated" ON "skus" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "skus_tenant_name" ON "skus" USING btree ("tenant_id","sku_name","id");--> statement-breakpoint
CREATE INDEX "skus_tenant_price" ON "skus" USING btree ("tenant_id","sku_refer_price","id");--> statement-breakpoint
CREATE INDEX "skus_tenant_goods_no" ON "skus" USING btree ("tenant_id","goods_no","id");--> statement-breakpoint
CREATE INDEX "skus_tenant_category" ON "skus" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "skus_tenant_brand" ON "skus" USING btree ("tenant_id","brand_id");--> statement-breakpoint
CREATE INDEX "skus_name_trgm" ON "skus" USING gin ("sku_name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_goods_no_trgm" ON "skus" USING gin ("goods_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_bar_code_trgm" ON "skus" USING gin ("bar_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stored_files_tenant" ON "stored_files" USING btree ("tenant_id","created_at");