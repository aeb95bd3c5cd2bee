CREATE TABLE "mall_withdrawals" (
	"withdrawal_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mall_withdrawals_status" CHECK ("mall_withdrawals"."status" in ('requested', 'approved', 'rejected')),
	CONSTRAINT "mall_withdrawals_amount" CHECK ("mall_withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD COLUMN "unit_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "goods_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD COLUMN "tier_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_withdrawals" ADD CONSTRAINT "mall_withdrawals_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_withdrawals_member" ON "mall_withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_withdrawals_status" ON "mall_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "mall_skus" ADD CONSTRAINT "mall_skus_points" CHECK ("mall_skus"."points" >= 0);