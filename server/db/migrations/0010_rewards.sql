CREATE TABLE "campaign_halls" (
	"version" text NOT NULL,
	"hall_id" integer NOT NULL,
	CONSTRAINT "campaign_halls_version_hall_id_pk" PRIMARY KEY("version","hall_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_attendances" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"fair_date" date NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tenant_type" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"conditions" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"reject_reason" text,
	"gift_code" text,
	"receipt_upload_id" integer,
	"purchase_date" date,
	"shop_name" text,
	"purchase_amount" integer,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_weddings" (
	"user_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"wedding_date" date NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_weddings_user_id_hall_id_pk" PRIMARY KEY("user_id","hall_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_friend_id_unique" UNIQUE("friend_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_halls" ADD CONSTRAINT "campaign_halls_version_campaign_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."campaign_versions"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_halls" ADD CONSTRAINT "campaign_halls_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_attendances" ADD CONSTRAINT "fair_attendances_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_attendances" ADD CONSTRAINT "fair_attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_attendances" ADD CONSTRAINT "fair_attendances_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ticket_events" ADD CONSTRAINT "gift_ticket_events_ticket_id_gift_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."gift_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_tickets" ADD CONSTRAINT "gift_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_weddings" ADD CONSTRAINT "hall_weddings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_weddings" ADD CONSTRAINT "hall_weddings_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_halls_hall_idx" ON "campaign_halls" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "fair_attendances_user_idx" ON "fair_attendances" USING btree ("user_id","hall_id");--> statement-breakpoint
CREATE INDEX "gift_ticket_events_ticket_idx" ON "gift_ticket_events" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_tickets_source_idx" ON "gift_tickets" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_tickets_code_idx" ON "gift_tickets" USING btree ("gift_code") WHERE "gift_tickets"."gift_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "gift_tickets_user_idx" ON "gift_tickets" USING btree ("user_id","kind","tenant_id");--> statement-breakpoint
CREATE INDEX "gift_tickets_applied_idx" ON "gift_tickets" USING btree ("updated_at") WHERE "gift_tickets"."state" = 'applied';--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_hall_type_idx" ON "reviews" USING btree ("user_id","hall_id","reviewer_type") WHERE "reviews"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("posted_at") WHERE "reviews"."status" = 'pending';