CREATE TABLE "article_clips" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_clips_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "bride_report_clips" (
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bride_report_clips_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "hall_clip_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"hall_clip_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_clip_share_items" (
	"share_id" integer NOT NULL,
	"hall_clip_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hall_clip_share_items_share_id_hall_clip_id_pk" PRIMARY KEY("share_id","hall_clip_id")
);
--> statement-breakpoint
CREATE TABLE "hall_clip_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loves" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_key" text NOT NULL,
	"target_id" integer,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_clips" ADD CONSTRAINT "article_clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_clips" ADD CONSTRAINT "article_clips_post_id_magazine_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."magazine_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bride_report_clips" ADD CONSTRAINT "bride_report_clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bride_report_clips" ADD CONSTRAINT "bride_report_clips_report_id_hall_bride_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."hall_bride_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clip_comments" ADD CONSTRAINT "hall_clip_comments_share_id_hall_clip_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."hall_clip_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clip_comments" ADD CONSTRAINT "hall_clip_comments_hall_clip_id_hall_clips_id_fk" FOREIGN KEY ("hall_clip_id") REFERENCES "public"."hall_clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clip_comments" ADD CONSTRAINT "hall_clip_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clip_share_items" ADD CONSTRAINT "hall_clip_share_items_share_id_hall_clip_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."hall_clip_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clip_share_items" ADD CONSTRAINT "hall_clip_share_items_hall_clip_id_hall_clips_id_fk" FOREIGN KEY ("hall_clip_id") REFERENCES "public"."hall_clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clip_shares" ADD CONSTRAINT "hall_clip_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clips" ADD CONSTRAINT "hall_clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_clips" ADD CONSTRAINT "hall_clips_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loves" ADD CONSTRAINT "loves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_clips_post_idx" ON "article_clips" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "article_clips_user_created_idx" ON "article_clips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bride_report_clips_report_idx" ON "bride_report_clips" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "bride_report_clips_user_created_idx" ON "bride_report_clips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hall_clip_comments_clip_idx" ON "hall_clip_comments" USING btree ("hall_clip_id","created_at");--> statement-breakpoint
CREATE INDEX "hall_clip_share_items_clip_idx" ON "hall_clip_share_items" USING btree ("hall_clip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hall_clip_shares_hash_idx" ON "hall_clip_shares" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "hall_clip_shares_user_idx" ON "hall_clip_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hall_clips_user_hall_idx" ON "hall_clips" USING btree ("user_id","hall_id");--> statement-breakpoint
CREATE INDEX "hall_clips_user_created_idx" ON "hall_clips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loves_user_target_idx" ON "loves" USING btree ("user_id","type","target_key");--> statement-breakpoint
CREATE INDEX "loves_target_idx" ON "loves" USING btree ("type","target_key");--> statement-breakpoint
CREATE INDEX "loves_user_created_idx" ON "loves" USING btree ("user_id","type","created_at");