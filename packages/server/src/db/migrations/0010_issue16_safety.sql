CREATE TABLE "sandbox_refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unknown_account_failures" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
DROP INDEX "payments_one_success";--> statement-breakpoint
DROP INDEX "goods_payments_one_success";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_refund_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "goods_payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_payments" ADD COLUMN "next_refund_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quick_logins" ADD COLUMN "requester_browser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quick_logins" ADD COLUMN "requester_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "member_id" text;--> statement-breakpoint
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
CREATE INDEX "loyalty_adjustments_status" ON "loyalty_adjustments" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_refund_due" ON "payments" USING btree ("next_refund_at") WHERE "payments"."status" = 'refundDue';--> statement-breakpoint
CREATE INDEX "goods_payments_refund_due" ON "goods_payments" USING btree ("next_refund_at") WHERE "goods_payments"."status" = 'refundDue';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success" ON "payments" USING btree ("transaction_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "goods_payments_one_success" ON "goods_payments" USING btree ("order_id") WHERE "goods_payments"."status" = 'succeeded';