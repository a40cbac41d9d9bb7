CREATE TABLE "hall_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"contracted_on" date NOT NULL,
	"wedding_date" date NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_members" (
	"user_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_members_user_id_hall_id_pk" PRIMARY KEY("user_id","hall_id")
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reported_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "reservations_hall_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "partner_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_tickets" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_tickets" ADD COLUMN "used_by" integer;--> statement-breakpoint
ALTER TABLE "hall_contracts" ADD CONSTRAINT "hall_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_contracts" ADD CONSTRAINT "hall_contracts_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_audit_log" ADD CONSTRAINT "partner_audit_log_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hall_contracts_user_hall_idx" ON "hall_contracts" USING btree ("user_id","hall_id");--> statement-breakpoint
CREATE INDEX "hall_contracts_hall_idx" ON "hall_contracts" USING btree ("hall_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_audit_log_hall_idx" ON "partner_audit_log" USING btree ("hall_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invitations_token_idx" ON "partner_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_invitations_hall_idx" ON "partner_invitations" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "partner_members_hall_idx" ON "partner_members" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reservations_hall_idx" ON "reservations" USING btree ("hall_id","created_at");--> statement-breakpoint
-- hand-written below
-- Attendances our staff confirmed before the console existed are 来館済み in the halls' inbox.
UPDATE "reservations" SET "status" = 'attended' WHERE "id" IN (SELECT "reservation_id" FROM "fair_attendances");
