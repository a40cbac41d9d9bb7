CREATE TABLE "magazine_redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"target_post_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_posts" ADD COLUMN "thumbnail_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_redirects" ADD CONSTRAINT "magazine_redirects_target_post_id_magazine_posts_id_fk" FOREIGN KEY ("target_post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "magazine_redirects_post_idx" ON "magazine_redirects" USING btree ("target_post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_media_source_url_idx" ON "stored_media" USING btree ("source_url");