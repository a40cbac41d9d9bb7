CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"prefecture_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "districts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "prefectures" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "prefectures_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lines" text[] DEFAULT '{}' NOT NULL,
	"prefecture_id" integer NOT NULL,
	"area_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"name_kana" text DEFAULT '' NOT NULL,
	"name_hira" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"area_slug" text NOT NULL,
	"prefecture_id" integer NOT NULL,
	"area_id" integer,
	"district_id" integer,
	"station_id" integer,
	"walk_minutes" integer,
	"access" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"tel" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"cost" integer NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"capacity_min" integer NOT NULL,
	"capacity_max" integer NOT NULL,
	"service_id" integer NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"atmospheres" text[] DEFAULT '{}' NOT NULL,
	"ceremony_styles" text[] DEFAULT '{}' NOT NULL,
	"wedding_styles" text[] DEFAULT '{}' NOT NULL,
	"catch_copy" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regulation" text DEFAULT '' NOT NULL,
	"postponed_regulation" text DEFAULT '' NOT NULL,
	"covid_regulation" text DEFAULT '' NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"best_rate" boolean DEFAULT false NOT NULL,
	"recommend_score" integer DEFAULT 0 NOT NULL,
	"is_pr" boolean DEFAULT false NOT NULL,
	"pv" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefectures" ADD CONSTRAINT "prefectures_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_prefecture_id_prefectures_id_fk" FOREIGN KEY ("prefecture_id") REFERENCES "public"."prefectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_prefecture_idx" ON "areas" USING btree ("prefecture_id");--> statement-breakpoint
CREATE INDEX "districts_area_idx" ON "districts" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "prefectures_region_idx" ON "prefectures" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "stations_prefecture_idx" ON "stations" USING btree ("prefecture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "halls_area_slug_slug_idx" ON "halls" USING btree ("area_slug","slug");--> statement-breakpoint
CREATE INDEX "halls_prefecture_idx" ON "halls" USING btree ("prefecture_id");--> statement-breakpoint
CREATE INDEX "halls_area_idx" ON "halls" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "halls_district_idx" ON "halls" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "halls_station_idx" ON "halls" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "halls_recommend_idx" ON "halls" USING btree ("recommend_score");