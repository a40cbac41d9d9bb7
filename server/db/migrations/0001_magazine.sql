CREATE TABLE "fair_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"has_consultation" boolean DEFAULT false NOT NULL,
	"has_mock_ceremony" boolean DEFAULT false NOT NULL,
	"has_mock_reception" boolean DEFAULT false NOT NULL,
	"has_tasting" boolean DEFAULT false NOT NULL,
	"has_try_dress" boolean DEFAULT false NOT NULL,
	"has_show" boolean DEFAULT false NOT NULL,
	"has_decoration" boolean DEFAULT false NOT NULL,
	"has_food" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_slots" (
	"fair_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"hold_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fair_slots_fair_id_slot_pk" PRIMARY KEY("fair_id","slot"),
	CONSTRAINT "fair_slots_slot_range" CHECK ("fair_slots"."slot" BETWEEN 1 AND 8),
	CONSTRAINT "fair_slots_within_capacity" CHECK ("fair_slots"."reserved" >= 0 AND "fair_slots"."reserved" <= "fair_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "fairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"hold_at" date NOT NULL,
	"start_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"hold_time" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name_kana" text NOT NULL,
	"first_name_kana" text NOT NULL,
	"email" text NOT NULL,
	"tel" text NOT NULL,
	"gender" text NOT NULL,
	"number_of_participants" integer NOT NULL,
	"preferred_wedding_date" date,
	"message" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"uuid" text,
	"id4" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"cv_device" text NOT NULL,
	"fair_snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_page_views" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "magazine_page_views_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "magazine_post_terms" (
	"post_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "magazine_post_terms_post_id_term_id_pk" PRIMARY KEY("post_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "magazine_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"wp_post_id" integer,
	"slug" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"author_id" integer,
	"category_id" integer,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"pr_label" text,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxonomy" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_term_id" integer,
	"posts_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_writers" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_kana" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fair_contents" ADD CONSTRAINT "fair_contents_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_slots" ADD CONSTRAINT "fair_slots_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_content_id_fair_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."fair_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_page_views" ADD CONSTRAINT "magazine_page_views_post_id_magazine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_post_terms" ADD CONSTRAINT "magazine_post_terms_post_id_magazine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_post_terms" ADD CONSTRAINT "magazine_post_terms_term_id_magazine_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."magazine_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_posts" ADD CONSTRAINT "magazine_posts_author_id_magazine_writers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."magazine_writers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_posts" ADD CONSTRAINT "magazine_posts_category_id_magazine_terms_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."magazine_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_contents_hall_idx" ON "fair_contents" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "fairs_hall_hold_at_idx" ON "fairs" USING btree ("hall_id","hold_at");--> statement-breakpoint
CREATE INDEX "fairs_hold_at_idx" ON "fairs" USING btree ("hold_at");--> statement-breakpoint
CREATE INDEX "fairs_content_idx" ON "fairs" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_fair_slot_email_idx" ON "reservations" USING btree ("fair_id","slot","email");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_fair_slot_user_idx" ON "reservations" USING btree ("fair_id","slot","user_id") WHERE "reservations"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_hall_idx" ON "reservations" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "magazine_page_views_day_idx" ON "magazine_page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "magazine_post_terms_term_idx" ON "magazine_post_terms" USING btree ("term_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_posts_wp_post_id_idx" ON "magazine_posts" USING btree ("wp_post_id");--> statement-breakpoint
CREATE INDEX "magazine_posts_published_idx" ON "magazine_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "magazine_posts_category_idx" ON "magazine_posts" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "magazine_posts_author_idx" ON "magazine_posts" USING btree ("author_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_terms_taxonomy_slug_idx" ON "magazine_terms" USING btree ("taxonomy","slug");--> statement-breakpoint
CREATE INDEX "magazine_terms_parent_idx" ON "magazine_terms" USING btree ("parent_term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_writers_login_idx" ON "magazine_writers" USING btree ("login");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");