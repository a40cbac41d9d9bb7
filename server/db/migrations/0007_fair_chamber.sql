CREATE TABLE "ring_brand_favorites" (
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ring_brand_favorites_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "ring_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"kana" text NOT NULL,
	"kana_row" text NOT NULL,
	"origin" text NOT NULL,
	"description" text NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ring_favorites" (
	"user_id" integer NOT NULL,
	"ring_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ring_favorites_user_id_ring_id_pk" PRIMARY KEY("user_id","ring_id")
);
--> statement-breakpoint
CREATE TABLE "ring_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"prefecture_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"station" text NOT NULL,
	"hours" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"price_ladies" integer,
	"price_mens" integer,
	"metal" text NOT NULL,
	"carat" double precision,
	"color" text,
	"clarity" text,
	"cut" text,
	"design" text NOT NULL,
	"width_mm" double precision NOT NULL,
	"description" text NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"delivery_weeks" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ring_brand_favorites" ADD CONSTRAINT "ring_brand_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_brand_favorites" ADD CONSTRAINT "ring_brand_favorites_brand_id_ring_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."ring_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_favorites" ADD CONSTRAINT "ring_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_favorites" ADD CONSTRAINT "ring_favorites_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_shops" ADD CONSTRAINT "ring_shops_brand_id_ring_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."ring_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_shops" ADD CONSTRAINT "ring_shops_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rings" ADD CONSTRAINT "rings_brand_id_ring_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."ring_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ring_brand_favorites_user_idx" ON "ring_brand_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ring_brands_kana_idx" ON "ring_brands" USING btree ("kana_row","kana");--> statement-breakpoint
CREATE INDEX "ring_favorites_user_idx" ON "ring_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ring_shops_brand_idx" ON "ring_shops" USING btree ("brand_id","prefecture_id");--> statement-breakpoint
CREATE INDEX "rings_type_popularity_idx" ON "rings" USING btree ("type","popularity");--> statement-breakpoint
CREATE INDEX "rings_type_price_idx" ON "rings" USING btree ("type","price");--> statement-breakpoint
CREATE INDEX "rings_brand_idx" ON "rings" USING btree ("brand_id","popularity");--> statement-breakpoint
CREATE INDEX "rings_released_idx" ON "rings" USING btree ("released_on");