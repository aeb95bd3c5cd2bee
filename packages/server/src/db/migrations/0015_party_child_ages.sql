ALTER TABLE "order_rooms" ADD COLUMN "child_ages" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "child_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "child_price_per_night" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "max_occupancy" smallint;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_child_price" CHECK ("rate_plans"."child_price_per_night" >= 0);--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_max_occupancy" CHECK ("room_types"."max_occupancy" is null or "room_types"."max_occupancy" >= "room_types"."max_adults");