DROP INDEX "nightly_prices_for_stay";--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "stop_sell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD COLUMN "closed_to_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "nightly_prices_by_hotel_night" ON "nightly_prices" USING btree ("hotel_code","night","room_type_code","rate_plan_code","amount","closed_to_arrival","stop_sell","closed_to_departure");