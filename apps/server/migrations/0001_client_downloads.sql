CREATE TABLE "client_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"url" text NOT NULL,
	"file_size" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publish_date" timestamp with time zone NOT NULL
);
