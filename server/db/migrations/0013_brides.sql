CREATE TABLE "bride_report_tags" (
	"report_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "bride_report_tags_report_id_tag_id_pk" PRIMARY KEY("report_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "bride_report_views" (
	"report_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "bride_report_views_report_id_day_visitor_key_pk" PRIMARY KEY("report_id","day","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "bride_reports" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hall_id" integer,
	"reception_place" text NOT NULL,
	"prefecture_id" integer NOT NULL,
	"wedding_date" date NOT NULL,
	"season" text NOT NULL,
	"guest_count" integer NOT NULL,
	"total_cost" integer NOT NULL,
	"style" text NOT NULL,
	"taste" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"cover_photo_id" integer,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bride_theme_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bride_report_clips" DROP CONSTRAINT "bride_report_clips_report_id_hall_bride_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "user_album_photos" ADD COLUMN "section" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "bride_report_tags" ADD CONSTRAINT "bride_report_tags_report_id_bride_reports_user_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bride_reports"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bride_report_tags" ADD CONSTRAINT "bride_report_tags_tag_id_bride_theme_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."bride_theme_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bride_report_views" ADD CONSTRAINT "bride_report_views_report_id_bride_reports_user_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bride_reports"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bride_reports" ADD CONSTRAINT "bride_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bride_reports" ADD CONSTRAINT "bride_reports_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bride_reports" ADD CONSTRAINT "bride_reports_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bride_report_tags_tag_idx" ON "bride_report_tags" USING btree ("tag_id","report_id");--> statement-breakpoint
CREATE INDEX "bride_reports_posted_idx" ON "bride_reports" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "bride_reports_pref_idx" ON "bride_reports" USING btree ("prefecture_id","posted_at");--> statement-breakpoint
CREATE INDEX "bride_reports_hall_idx" ON "bride_reports" USING btree ("hall_id","posted_at");--> statement-breakpoint
CREATE INDEX "bride_reports_pickup_idx" ON "bride_reports" USING btree ("is_pickup","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bride_theme_tags_slug_idx" ON "bride_theme_tags" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "bride_report_clips" ADD CONSTRAINT "bride_report_clips_report_id_bride_reports_user_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bride_reports"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_album_photos_section_idx" ON "user_album_photos" USING btree ("section","id");