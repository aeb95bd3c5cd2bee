CREATE TABLE "addons" (
	"hotel_code" text NOT NULL,
	"addon_code" text NOT NULL,
	"addon_type" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"pricing_unit" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "addons_hotel_code_addon_code_pk" PRIMARY KEY("hotel_code","addon_code"),
	CONSTRAINT "addons_type" CHECK ("addons"."addon_type" in (1, 2)),
	CONSTRAINT "addons_price" CHECK ("addons"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"city_code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"country_name" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"base_currency" text NOT NULL,
	"rate_micros" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_groups" (
	"group_code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"hotel_code" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"brand" text NOT NULL,
	"city_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"star_rating" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reservation_notice" jsonb NOT NULL,
	"policy_display_type" smallint DEFAULT 1 NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"service_charge_bp" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotels_star_rating" CHECK ("hotels"."star_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"hotel_code" text NOT NULL,
	"room_type_code" text NOT NULL,
	"night" date NOT NULL,
	"total" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inventory_hotel_code_room_type_code_night_pk" PRIMARY KEY("hotel_code","room_type_code","night"),
	CONSTRAINT "inventory_never_oversold" CHECK ("inventory"."held" >= 0 and "inventory"."sold" >= 0 and "inventory"."held" + "inventory"."sold" <= "inventory"."total")
);
--> statement-breakpoint
CREATE TABLE "nightly_prices" (
	"hotel_code" text NOT NULL,
	"room_type_code" text NOT NULL,
	"rate_plan_code" text NOT NULL,
	"night" date NOT NULL,
	"amount" bigint NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	CONSTRAINT "nightly_prices_hotel_code_room_type_code_rate_plan_code_night_pk" PRIMARY KEY("hotel_code","room_type_code","rate_plan_code","night"),
	CONSTRAINT "nightly_prices_amount" CHECK ("nightly_prices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"hotel_code" text NOT NULL,
	"rate_plan_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"payment_type" smallint NOT NULL,
	"cancellation_flag" smallint NOT NULL,
	"cancellation_deadline_hours" integer,
	"meal_plan" text NOT NULL,
	"member_only" boolean DEFAULT false NOT NULL,
	"code_only" boolean DEFAULT false NOT NULL,
	"min_stay" smallint DEFAULT 1 NOT NULL,
	"max_stay" smallint DEFAULT 30 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_plans_hotel_code_rate_plan_code_pk" PRIMARY KEY("hotel_code","rate_plan_code"),
	CONSTRAINT "rate_plans_payment_type" CHECK ("rate_plans"."payment_type" between 1 and 5),
	CONSTRAINT "rate_plans_cancellation_flag" CHECK ("rate_plans"."cancellation_flag" between 0 and 2),
	CONSTRAINT "rate_plans_stay" CHECK ("rate_plans"."min_stay" >= 1 and "rate_plans"."max_stay" >= "rate_plans"."min_stay")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"hotel_code" text NOT NULL,
	"room_type_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"size_sqm" real NOT NULL,
	"floor" text NOT NULL,
	"window" text NOT NULL,
	"smoking_policy" text NOT NULL,
	"bed_type" text NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_hotel_code_room_type_code_pk" PRIMARY KEY("hotel_code","room_type_code"),
	CONSTRAINT "room_types_occupancy" CHECK ("room_types"."max_adults" >= 1 and "room_types"."max_children" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_configs" (
	"site_code" text PRIMARY KEY NOT NULL,
	"host_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"language" text NOT NULL,
	"languages" text[] NOT NULL,
	"is_used_bulletin" boolean DEFAULT false NOT NULL,
	"custom_styles" text DEFAULT '' NOT NULL,
	"min_person_num" smallint DEFAULT 1 NOT NULL,
	"default_adults_num" smallint DEFAULT 1 NOT NULL,
	"hotel_company_type" smallint DEFAULT 1 NOT NULL,
	"hotel_company_code" text NOT NULL,
	"hotel_code" text,
	"is_filter_by_city" boolean DEFAULT true NOT NULL,
	"site_type" smallint NOT NULL,
	"site_model" smallint DEFAULT 1 NOT NULL,
	"shop_id" text,
	"theme_id" text DEFAULT 'classic' NOT NULL,
	"mobile_theme_id" text DEFAULT 'classic' NOT NULL,
	"lps_name" text DEFAULT '' NOT NULL,
	"has_discount_code" boolean DEFAULT true NOT NULL,
	"recommend_enabled" boolean DEFAULT true NOT NULL,
	"reservation_notice" jsonb NOT NULL,
	"is_float" boolean DEFAULT false NOT NULL,
	"check_scene_type" smallint DEFAULT 0 NOT NULL,
	"lockout_threshold" smallint DEFAULT 6 NOT NULL,
	"mask_first_name" boolean DEFAULT false NOT NULL,
	"child_free_bed_age" smallint DEFAULT 6 NOT NULL,
	"payment_deadline_minutes" integer DEFAULT 30 NOT NULL,
	"main_color" text DEFAULT '#5f3913' NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	CONSTRAINT "site_configs_lockout" CHECK ("site_configs"."lockout_threshold" in (3, 6)),
	CONSTRAINT "site_configs_site_type" CHECK ("site_configs"."site_type" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_hotel_code_hotels_hotel_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("hotel_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_group_code_hotel_groups_group_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."hotel_groups"("group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_code_cities_city_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("city_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_hotel_code_hotels_hotel_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("hotel_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_code_hotels_hotel_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("hotel_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_code");