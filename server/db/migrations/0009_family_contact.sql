CREATE TABLE "diagnoses" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_answers" (
	"diagnosis_id" text NOT NULL,
	"respondent" integer NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_answers_diagnosis_id_respondent_pk" PRIMARY KEY("diagnosis_id","respondent")
);
--> statement-breakpoint
CREATE TABLE "enquete_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"user_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquete_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"secret" text NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_token_hash" text NOT NULL,
	"couple_name" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_reactions" (
	"link_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"reaction" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_reactions_link_id_question_id_pk" PRIMARY KEY("link_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "special_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"name" text NOT NULL,
	"postal_code" text NOT NULL,
	"address" text NOT NULL,
	"wedding_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnosis_answers" ADD CONSTRAINT "diagnosis_answers_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_answers" ADD CONSTRAINT "enquete_answers_version_enquete_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."enquete_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_answers" ADD CONSTRAINT "enquete_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_questionnaire_id_parent_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."parent_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_reactions" ADD CONSTRAINT "parent_reactions_link_id_parent_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."parent_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_applications" ADD CONSTRAINT "special_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquete_answers_member_idx" ON "enquete_answers" USING btree ("version","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_token_idx" ON "parent_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parent_links_questionnaire_idx" ON "parent_links" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_applications_user_idx" ON "special_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_applications_line_idx" ON "special_applications" USING btree ("line_user_id");--> statement-breakpoint
CREATE INDEX "contact_submissions_form_idx" ON "contact_submissions" USING btree ("form_id","created_at");