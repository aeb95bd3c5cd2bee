CREATE TABLE "stay_groups" (
	"group_id" text PRIMARY KEY NOT NULL,
	"confirmation_number" text NOT NULL,
	"site_code" text NOT NULL,
	"language" text NOT NULL,
	"hotel_code" text NOT NULL,
	"currency" text NOT NULL,
	"member_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folio_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"method" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	CONSTRAINT "folio_entries_amount" CHECK ("folio_entries"."amount" > 0),
	CONSTRAINT "folio_entries_kind" CHECK ("folio_entries"."kind" in ('charge', 'payment'))
);
--> statement-breakpoint
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
ALTER TABLE "order_rooms" ADD COLUMN "child_ages" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "child_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_agreements" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stay_group_id" text;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "child_price_per_night" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "max_occupancy" smallint;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD COLUMN "unit_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "goods_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD COLUMN "tier_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_settings" ADD COLUMN "tier_night_thresholds" integer[] DEFAULT '{0,10,25,50}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of_amount" bigint;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "mall_channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "folio_entries" ADD CONSTRAINT "folio_entries_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_withdrawals" ADD CONSTRAINT "mall_withdrawals_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_groups_confirmation_number" ON "stay_groups" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_groups_idempotency_key" ON "stay_groups" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "folio_entries_order" ON "folio_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "mall_withdrawals_member" ON "mall_withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_withdrawals_status" ON "mall_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stay_group_id_stay_groups_group_id_fk" FOREIGN KEY ("stay_group_id") REFERENCES "public"."stay_groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_stay_group" ON "orders" USING btree ("stay_group_id");--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_child_price" CHECK ("rate_plans"."child_price_per_night" >= 0);--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_max_occupancy" CHECK ("room_types"."max_occupancy" is null or "room_types"."max_occupancy" >= "room_types"."max_adults");--> statement-breakpoint
ALTER TABLE "mall_skus" ADD CONSTRAINT "mall_skus_points" CHECK ("mall_skus"."points" >= 0);