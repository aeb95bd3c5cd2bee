DROP INDEX "nightly_prices_for_stay";--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "stop_sell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "closed_to_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "nightly_prices_for_stay" ON "nightly_prices" USING btree ("hotel_code","room_type_code","rate_plan_code","night","amount","closed_to_arrival","stop_sell","closed_to_departure");