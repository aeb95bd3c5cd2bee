-- A search reads each hotel's stay for its room types and rate plans: the nights of one rate from the
-- index alone (the key's order, with the price columns), the nights of one hotel for its room list.
CREATE INDEX "inventory_by_hotel_night" ON "inventory" USING btree ("hotel_code","night");--> statement-breakpoint
CREATE INDEX "nightly_prices_for_stay" ON "nightly_prices" USING btree ("hotel_code","room_type_code","rate_plan_code","night","amount","closed_to_arrival");