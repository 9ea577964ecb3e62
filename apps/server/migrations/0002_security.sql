CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "grants_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "current_store_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "grey_token_hash" text;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "requester_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_current_store_id_stores_id_fk" FOREIGN KEY ("current_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_requester_ip" ON "sms_codes" USING btree ("requester_ip","created_at");