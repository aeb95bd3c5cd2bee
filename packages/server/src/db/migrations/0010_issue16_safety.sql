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
ALTER TABLE "verification_codes" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_refund_due" ON "payments" USING btree ("next_refund_at") WHERE "payments"."status" = 'refundDue';--> statement-breakpoint
CREATE INDEX "goods_payments_refund_due" ON "goods_payments" USING btree ("next_refund_at") WHERE "goods_payments"."status" = 'refundDue';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success" ON "payments" USING btree ("transaction_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "goods_payments_one_success" ON "goods_payments" USING btree ("order_id") WHERE "goods_payments"."status" = 'succeeded';