CREATE TABLE "loyalty_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "loyalty_adjustments_kind" CHECK ("loyalty_adjustments"."kind" in ('points', 'growth')),
	CONSTRAINT "loyalty_adjustments_status" CHECK ("loyalty_adjustments"."status" in ('applied', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "staff_points_adjustment_cap" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "staff_points_daily_cap" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "staff_growth_adjustment_cap" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "staff_growth_daily_cap" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_adjustments" ADD CONSTRAINT "loyalty_adjustments_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_adjustments" ADD CONSTRAINT "loyalty_adjustments_requested_by_staff_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_adjustments" ADD CONSTRAINT "loyalty_adjustments_decided_by_staff_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("staff_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_adjustments_staff" ON "loyalty_adjustments" USING btree ("requested_by","requested_at");--> statement-breakpoint
CREATE INDEX "loyalty_adjustments_status" ON "loyalty_adjustments" USING btree ("status","requested_at");