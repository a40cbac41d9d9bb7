CREATE TABLE "cf7_forms" (
	"id" integer PRIMARY KEY NOT NULL,
	"hash" text,
	"title" text NOT NULL,
	"fields" jsonb NOT NULL,
	"submit_label" text DEFAULT '送信' NOT NULL,
	"recipient" text NOT NULL,
	"mail_subject" text DEFAULT '' NOT NULL,
	"messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordpress_posts" (
	"wp_id" integer PRIMARY KEY NOT NULL,
	"post_id" integer,
	"modified_gmt" text NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordpress_sync" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"full_synced_at" timestamp with time zone,
	"posts_synced" integer DEFAULT 0 NOT NULL,
	"last_changed" integer DEFAULT 0 NOT NULL,
	"last_skipped" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_terms" ADD COLUMN "wp_term_id" integer;--> statement-breakpoint
ALTER TABLE "magazine_writers" ADD COLUMN "wp_user_id" integer;--> statement-breakpoint
ALTER TABLE "stored_media" ADD COLUMN "wp_media_id" integer;--> statement-breakpoint
ALTER TABLE "wordpress_posts" ADD CONSTRAINT "wordpress_posts_post_id_magazine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cf7_forms_hash_idx" ON "cf7_forms" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "wordpress_posts_post_idx" ON "wordpress_posts" USING btree ("post_id");