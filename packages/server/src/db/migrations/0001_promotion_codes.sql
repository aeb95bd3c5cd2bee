CREATE TABLE "promotion_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_type" smallint NOT NULL,
	"hotel_code" text,
	"rate_plan_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"company_name" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotion_codes_type" CHECK ("promotion_codes"."discount_type" in (1, 2)),
	CONSTRAINT "promotion_codes_percent" CHECK ("promotion_codes"."discount_percent" between 0 and 90),
	CONSTRAINT "promotion_codes_validity" CHECK ("promotion_codes"."valid_to" >= "promotion_codes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_hotel_code_hotels_hotel_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("hotel_code") ON DELETE no action ON UPDATE no action;