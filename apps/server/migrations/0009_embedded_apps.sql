CREATE TABLE "embedded_apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "embedded_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"connect_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_id" text NOT NULL,
	"role_ids" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_apps_tenant_name" UNIQUE("tenant_id","name"),
	CONSTRAINT "embedded_apps_kind" CHECK ("embedded_apps"."kind" in ('frame', 'microApp'))
);
--> statement-breakpoint
ALTER TABLE "embedded_apps" ADD CONSTRAINT "embedded_apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The embedded apps page joins each tenant's settings group (a tenant seeded from now on has it
-- already), granted to the roles that grant everything.
INSERT INTO "menu_resources" ("tenant_id", "id", "app_code", "parent_id", "level", "name", "url", "icon", "sort", "delete_flag")
SELECT g."tenant_id", 'rc-setting-embedded-apps', g."app_code", g."id", 3, '嵌入应用', '/setting/embeddedApps/list', '',
	coalesce((SELECT max(p."sort") FROM "menu_resources" p WHERE p."tenant_id" = g."tenant_id" AND p."parent_id" = g."id"), 0) + 10, 0
FROM "menu_resources" g
WHERE g."id" = 'rc-setting-group' AND g."level" = 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_resources" ("tenant_id", "role_id", "resource_id")
SELECT r."tenant_id", r."id", m."id"
FROM "roles" r
JOIN "menu_resources" m ON m."tenant_id" = r."tenant_id" AND m."id" = 'rc-setting-embedded-apps'
WHERE r."grants_all"
ON CONFLICT DO NOTHING;
