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
ALTER TABLE "order_rooms" ADD COLUMN "child_ages" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "child_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_agreements" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stay_group_id" text;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "child_price_per_night" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "max_occupancy" smallint;--> statement-breakpoint
ALTER TABLE "member_settings" ADD COLUMN "tier_night_thresholds" integer[] DEFAULT '{0,10,25,50}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of_amount" bigint;--> statement-breakpoint
ALTER TABLE "folio_entries" ADD CONSTRAINT "folio_entries_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_groups_confirmation_number" ON "stay_groups" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_groups_idempotency_key" ON "stay_groups" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "folio_entries_order" ON "folio_entries" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stay_group_id_stay_groups_group_id_fk" FOREIGN KEY ("stay_group_id") REFERENCES "public"."stay_groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_stay_group" ON "orders" USING btree ("stay_group_id");--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_child_price" CHECK ("rate_plans"."child_price_per_night" >= 0);--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_max_occupancy" CHECK ("room_types"."max_occupancy" is null or "room_types"."max_occupancy" >= "room_types"."max_adults");