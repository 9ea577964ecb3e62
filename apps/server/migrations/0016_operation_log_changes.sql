ALTER TABLE "operation_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "page_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The page opens filed before this column: the shell's records of the page-opened sentence in each language.
UPDATE "operation_log" SET "page_open" = true WHERE "client" = 'rcadmin' AND "opt" IN ('打开页面', 'Opened page', 'Abrió la página');
