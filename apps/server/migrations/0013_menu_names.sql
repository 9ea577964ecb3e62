ALTER TABLE "menu_resources" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "embedded_apps" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;