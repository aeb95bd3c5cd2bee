ALTER TABLE "payments" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
CREATE INDEX "payments_refund_of" ON "payments" USING btree ("refund_of") WHERE "payments"."refund_of" is not null;