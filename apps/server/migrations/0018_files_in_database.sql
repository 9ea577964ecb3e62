CREATE TABLE "server_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"chunk_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_key_file_blobs_key_fk" FOREIGN KEY ("key") REFERENCES "public"."file_blobs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Chunks are pictures and zipped sheets, compressed already: kept out of line as they are.
ALTER TABLE "file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Published content (notices, help articles, client downloads) is cached by every server
-- (repositories/content-cache.ts): any change to it, by the server or by hand, is announced on
-- 'rcadmin_content' once committed, and every server drops its copy.
CREATE FUNCTION "rcadmin_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rcadmin_content', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notices_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "rcadmin_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "help_articles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "rcadmin_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_downloads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_downloads"
  FOR EACH STATEMENT EXECUTE FUNCTION "rcadmin_content_changed"();
