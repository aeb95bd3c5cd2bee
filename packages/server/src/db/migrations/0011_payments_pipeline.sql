-- One payments table for every kind of order: room payments stay where they are (kind 'room'), goods
-- payments move in with their ids, statuses, times and refunds (kind 'goods', no order version).
ALTER TABLE "payments" DROP CONSTRAINT "payments_transaction_id_orders_transaction_id_fk";--> statement-breakpoint
DROP INDEX "payments_order";--> statement-breakpoint
DROP INDEX "payments_one_success";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "transaction_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_kind" text DEFAULT 'room' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_version" DROP NOT NULL;--> statement-breakpoint
INSERT INTO "payments" ("payment_id", "order_kind", "order_id", "provider", "channel", "amount", "currency", "order_version", "status", "provider_reference", "refund_reason", "refund_attempts", "next_refund_at", "created_at", "settled_at")
SELECT "payment_id", 'goods', "order_id", "provider", "channel", "amount", "currency", NULL, "status", "provider_reference", "refund_reason", "refund_attempts", "next_refund_at", "created_at", "settled_at"
FROM "goods_payments";--> statement-breakpoint
DROP TABLE "goods_payments" CASCADE;--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success" ON "payments" USING btree ("order_kind","order_id") WHERE "payments"."status" = 'succeeded';
