-- Hotel search reads one stay's nights for every hotel at once: covering indexes by night let it
-- scan only those nights (index-only) instead of the whole year.
CREATE INDEX IF NOT EXISTS "nightly_prices_by_night" ON "nightly_prices" ("night") INCLUDE ("hotel_code", "room_type_code", "rate_plan_code", "amount", "closed_to_arrival");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_by_night" ON "inventory" ("night") INCLUDE ("hotel_code", "room_type_code", "total", "held", "sold", "closed");
