ALTER TABLE "ring_shops" ADD COLUMN "tel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnosis_answers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "diagnosis_answers" ADD CONSTRAINT "diagnosis_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnosis_answers_user_idx" ON "diagnosis_answers" USING btree ("user_id","created_at");