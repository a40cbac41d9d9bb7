CREATE TABLE "hall_views" (
	"uuid" text NOT NULL,
	"hall_id" integer NOT NULL,
	"view_count" integer DEFAULT 1 NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "booking_site_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_site_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hall_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"amount" integer,
	"valid_until" date,
	"is_limited" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_bride_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"prefecture_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"icon_url" text NOT NULL,
	"wedding_date" date NOT NULL,
	"season" text NOT NULL,
	"guest_count" integer NOT NULL,
	"cost" integer NOT NULL,
	"style" text NOT NULL,
	"taste" text NOT NULL,
	"title" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"cover_image_url" text NOT NULL,
	"photo_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loved_count" integer DEFAULT 0 NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"section" text NOT NULL,
	"image_url" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"wedding_date" date,
	"source_name" text DEFAULT '' NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"guest_count" integer NOT NULL,
	"includes" text[] DEFAULT '{}' NOT NULL,
	"valid_until" date,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"prefecture_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text NOT NULL,
	"video_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_weddings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"prefecture_id" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"image_url" text NOT NULL,
	"couple_name" text NOT NULL,
	"wedding_date" date NOT NULL,
	"guest_count" integer NOT NULL,
	"style" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prefecture_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefecture_id" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_preparation_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"step" integer NOT NULL,
	"timing" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"wedding_date" date NOT NULL,
	"season" text NOT NULL,
	"guest_count" integer NOT NULL,
	"total" integer NOT NULL,
	"initial_estimate" integer NOT NULL,
	"items" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"reviewer_type" text NOT NULL,
	"nickname" text NOT NULL,
	"age_group" text NOT NULL,
	"season" text NOT NULL,
	"event_date" date NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"rating" double precision NOT NULL,
	"score_ceremony" integer NOT NULL,
	"score_reception" integer NOT NULL,
	"score_food" integer NOT NULL,
	"score_staff" integer NOT NULL,
	"score_cost" integer NOT NULL,
	"score_location" integer NOT NULL,
	"guest_count" integer,
	"cost" integer,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_views" ADD CONSTRAINT "hall_views_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_benefits" ADD CONSTRAINT "hall_benefits_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_bride_reports" ADD CONSTRAINT "hall_bride_reports_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_bride_reports" ADD CONSTRAINT "hall_bride_reports_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_photos" ADD CONSTRAINT "hall_photos_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_plans" ADD CONSTRAINT "hall_plans_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_questions" ADD CONSTRAINT "hall_questions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_videos" ADD CONSTRAINT "hall_videos_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_videos" ADD CONSTRAINT "hall_videos_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_weddings" ADD CONSTRAINT "pickup_weddings_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_weddings" ADD CONSTRAINT "pickup_weddings_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefecture_posts" ADD CONSTRAINT "prefecture_posts_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_reports" ADD CONSTRAINT "cost_reports_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hall_views_uuid_hall_idx" ON "hall_views" USING btree ("uuid","hall_id");--> statement-breakpoint
CREATE INDEX "hall_views_user_viewed_idx" ON "hall_views" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "hall_views_uuid_viewed_idx" ON "hall_views" USING btree ("uuid","viewed_at");--> statement-breakpoint
CREATE INDEX "hall_views_hall_idx" ON "hall_views" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "hall_benefits_hall_idx" ON "hall_benefits" USING btree ("hall_id","sort_order");--> statement-breakpoint
CREATE INDEX "hall_bride_reports_hall_idx" ON "hall_bride_reports" USING btree ("hall_id","posted_at");--> statement-breakpoint
CREATE INDEX "hall_bride_reports_pickup_idx" ON "hall_bride_reports" USING btree ("is_pickup","prefecture_id");--> statement-breakpoint
CREATE INDEX "hall_photos_hall_kind_idx" ON "hall_photos" USING btree ("hall_id","kind","section","sort_order");--> statement-breakpoint
CREATE INDEX "hall_plans_hall_idx" ON "hall_plans" USING btree ("hall_id","sort_order");--> statement-breakpoint
CREATE INDEX "hall_questions_hall_idx" ON "hall_questions" USING btree ("hall_id","type","sort_order");--> statement-breakpoint
CREATE INDEX "hall_videos_hall_idx" ON "hall_videos" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "hall_videos_pref_published_idx" ON "hall_videos" USING btree ("prefecture_id","published_at");--> statement-breakpoint
CREATE INDEX "pickup_weddings_pref_idx" ON "pickup_weddings" USING btree ("prefecture_id","sort_order");--> statement-breakpoint
CREATE INDEX "prefecture_posts_pref_idx" ON "prefecture_posts" USING btree ("prefecture_id","published_at");--> statement-breakpoint
CREATE INDEX "cost_reports_hall_idx" ON "cost_reports" USING btree ("hall_id","posted_at");--> statement-breakpoint
CREATE INDEX "reviews_hall_posted_idx" ON "reviews" USING btree ("hall_id","posted_at");--> statement-breakpoint
CREATE INDEX "reviews_hall_type_idx" ON "reviews" USING btree ("hall_id","reviewer_type");--> statement-breakpoint
CREATE INDEX "reviews_hall_season_idx" ON "reviews" USING btree ("hall_id","season");--> statement-breakpoint
CREATE INDEX "halls_rating_idx" ON "halls" USING btree ("rating","rating_count");--> statement-breakpoint
CREATE INDEX "halls_rating_count_idx" ON "halls" USING btree ("rating_count");--> statement-breakpoint
CREATE INDEX "halls_cost_idx" ON "halls" USING btree ("cost");--> statement-breakpoint
CREATE INDEX "halls_created_at_idx" ON "halls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "halls_service_idx" ON "halls" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "halls_capacity_idx" ON "halls" USING btree ("capacity_min","capacity_max");--> statement-breakpoint
CREATE INDEX "halls_features_idx" ON "halls" USING gin ("features");--> statement-breakpoint
CREATE INDEX "halls_atmospheres_idx" ON "halls" USING gin ("atmospheres");--> statement-breakpoint
CREATE INDEX "halls_ceremony_styles_idx" ON "halls" USING gin ("ceremony_styles");--> statement-breakpoint
CREATE INDEX "halls_wedding_styles_idx" ON "halls" USING gin ("wedding_styles");--> statement-breakpoint
CREATE INDEX "halls_search_text_trgm_idx" ON "halls" USING gin ("search_text" gin_trgm_ops);