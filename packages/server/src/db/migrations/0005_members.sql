CREATE TABLE "billing_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"hotel_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"point_currency_amount" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_activities" (
	"activity_code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"template_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_quantity" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_activities_quantity" CHECK ("coupon_activities"."issued_count" >= 0 and ("coupon_activities"."total_quantity" is null or "coupon_activities"."issued_count" <= "coupon_activities"."total_quantity")),
	CONSTRAINT "coupon_activities_limit" CHECK ("coupon_activities"."per_member_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_activity_claims" (
	"activity_code" text NOT NULL,
	"member_id" text NOT NULL,
	"claimed" integer NOT NULL,
	CONSTRAINT "coupon_activity_claims_activity_code_member_id_pk" PRIMARY KEY("activity_code","member_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"template_code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"coupon_type" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"max_discount" bigint,
	"min_spend" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"hotel_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"is_welcome" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupon_templates_type" CHECK ("coupon_templates"."coupon_type" in (1, 2)),
	CONSTRAINT "coupon_templates_percent" CHECK ("coupon_templates"."discount_percent" between 0 and 90),
	CONSTRAINT "coupon_templates_amounts" CHECK ("coupon_templates"."amount" >= 0 and "coupon_templates"."min_spend" >= 0)
);
--> statement-breakpoint
CREATE TABLE "frequent_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"transaction_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"coupon_id" text PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"template_code" text NOT NULL,
	"member_id" text,
	"source" text NOT NULL,
	"activity_code" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"transaction_id" text,
	"used_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_coupons_status" CHECK ("member_coupons"."status" in ('unused', 'used')),
	CONSTRAINT "member_coupons_validity" CHECK ("member_coupons"."valid_to" >= "member_coupons"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "member_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"method" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"site_code" text PRIMARY KEY NOT NULL,
	"tier_thresholds" integer[] DEFAULT '{0,1000,5000,20000}'::integer[] NOT NULL,
	"tier_discount_percents" smallint[] DEFAULT '{0,3,5,8}'::smallint[] NOT NULL,
	"point_currency" text DEFAULT 'CNY' NOT NULL,
	"point_value_minor" integer DEFAULT 1 NOT NULL,
	"points_per_unit" integer DEFAULT 1 NOT NULL,
	"growth_per_unit" integer DEFAULT 1 NOT NULL,
	"welcome_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_settings_point_value" CHECK ("member_settings"."point_value_minor" > 0),
	CONSTRAINT "member_settings_welcome" CHECK ("member_settings"."welcome_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"member_id" text PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"username" text,
	"email" text,
	"mobile_country_number" text,
	"phone" text,
	"password_hash" text,
	"title" text,
	"call" text,
	"sex" smallint DEFAULT 0 NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"birthday" date,
	"address" text DEFAULT '' NOT NULL,
	"detailed_address" text DEFAULT '' NOT NULL,
	"is_eu_resident" boolean DEFAULT false NOT NULL,
	"preference" text DEFAULT 'N' NOT NULL,
	"preference_updated_at" timestamp with time zone,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"site_code" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "members_points_never_negative" CHECK ("members"."points_balance" >= 0),
	CONSTRAINT "members_preference" CHECK ("members"."preference" in ('M', 'C', 'N')),
	CONSTRAINT "members_sex" CHECK ("members"."sex" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"transaction_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_balance" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quick_logins" (
	"token" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"member_id" text,
	"unionid_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "quick_logins_status" CHECK ("quick_logins"."status" in ('pending', 'scanned', 'approved', 'declined', 'consumed'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activities" ADD CONSTRAINT "coupon_activities_template_code_coupon_templates_template_code_fk" FOREIGN KEY ("template_code") REFERENCES "public"."coupon_templates"("template_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activity_claims" ADD CONSTRAINT "coupon_activity_claims_activity_code_coupon_activities_activity_code_fk" FOREIGN KEY ("activity_code") REFERENCES "public"."coupon_activities"("activity_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_activity_claims" ADD CONSTRAINT "coupon_activity_claims_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_contacts" ADD CONSTRAINT "frequent_contacts_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_ledger" ADD CONSTRAINT "growth_ledger_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_template_code_coupon_templates_template_code_fk" FOREIGN KEY ("template_code") REFERENCES "public"."coupon_templates"("template_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_site_code_site_configs_site_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."site_configs"("site_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_logins" ADD CONSTRAINT "quick_logins_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_ledger_member" ON "billing_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_order" ON "billing_ledger" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "frequent_contacts_member" ON "frequent_contacts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "growth_ledger_member" ON "growth_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_ledger_one_stay" ON "growth_ledger" USING btree ("transaction_id") WHERE "growth_ledger"."kind" = 'stay';--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_code" ON "member_coupons" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "member_coupons_member" ON "member_coupons" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "member_coupons_order" ON "member_coupons" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "member_events_member" ON "member_events" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "member_sessions_member" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_card_number" ON "members" USING btree ("card_number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username" ON "members" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email" ON "members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone" ON "members" USING btree ("mobile_country_number","phone");--> statement-breakpoint
CREATE INDEX "points_ledger_member" ON "points_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "points_ledger_order" ON "points_ledger" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_one_earn" ON "points_ledger" USING btree ("transaction_id") WHERE "points_ledger"."kind" = 'earn';--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("target","purpose","created_at");