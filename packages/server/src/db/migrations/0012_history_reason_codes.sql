-- Order history reasons become codes of the contract plus an optional note: the English sentences
-- older code wrote are mapped to their codes (a payment's id or what a person typed kept as the note).
ALTER TABLE "order_history" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "goods_order_history" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "goods_order_history" ADD COLUMN "note" text;--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'created' WHERE "from_status" IS NULL AND "reason" IN ('booked and guaranteed', 'booked, waiting for payment');--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'changed', "note" = substring("reason" from '^changed to version \d+: pending payment (.+) voided$')
  WHERE "reason_code" IS NULL AND "reason" ~ '^changed to version \d+: pending payment .+ voided$';--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'paid', "note" = substring("reason" from '^paid (\S+)$')
  WHERE "reason_code" IS NULL AND "reason" ~ '^paid \S+$' AND "to_status" = 1;--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = CASE
    WHEN "reason" LIKE '%refund due: the payment was voided%' THEN 'paymentVoided'
    WHEN "reason" LIKE '%refund due: it paid%' THEN 'paymentMismatch'
    ELSE 'paymentTooLate' END,
  "note" = substring("reason" from '^payment (\S+) not applied')
  WHERE "reason_code" IS NULL AND "reason" ~ '^payment \S+ not applied, refund due: ';--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'refunded', "note" = substring("reason" from '^(?:refund succeeded|refunded): payment (\S+) \(')
  WHERE "reason_code" IS NULL AND "reason" ~ '^(?:refund succeeded|refunded): payment \S+ \(';--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'refundFailed', "note" = substring("reason" from '^refund failed \d+ times: staff must refund payment (\S+) \(')
  WHERE "reason_code" IS NULL AND "reason" ~ '^refund failed \d+ times: staff must refund payment \S+ \(';--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'deadlinePassed' WHERE "reason_code" IS NULL AND "reason" = 'payment deadline passed' AND "actor" = 'system';--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'cancelledByGuest' WHERE "reason_code" IS NULL AND "reason" = 'cancelled by the guest';--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'cancelledByHotel' WHERE "reason_code" IS NULL AND "reason" = 'cancelled by the hotel';--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = "reason" WHERE "reason_code" IS NULL AND "reason" IN ('checkIn', 'checkOut', 'noShow');--> statement-breakpoint
UPDATE "order_history" SET "note" = NULLIF("reason", ''), "reason_code" = CASE
    WHEN "to_status" IN (4, 7) AND "actor" LIKE 'staff:%' THEN 'cancelledByHotel'
    WHEN "to_status" IN (4, 7) THEN 'cancelledByGuest'
    WHEN "to_status" = 5 THEN 'checkIn'
    WHEN "to_status" = 2 THEN 'checkOut'
    WHEN "to_status" = 6 THEN 'noShow'
    ELSE 'other' END
  WHERE "reason_code" IS NULL AND "from_status" IS DISTINCT FROM "to_status";--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'created' WHERE "from_status" IS NULL AND "reason" = 'checked out';--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'paid' WHERE "reason_code" IS NULL AND "reason" = 'paid' AND "from_status" = 3;--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = CASE
    WHEN "reason" LIKE '%refund due: the payment was voided%' THEN 'paymentVoided'
    WHEN "reason" LIKE '%refund due: it paid%' THEN 'paymentMismatch'
    ELSE 'paymentTooLate' END,
  "note" = substring("reason" from '^payment (\S+) not applied')
  WHERE "reason_code" IS NULL AND "reason" ~ '^payment \S+ not applied, refund due: ';--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'refunded', "note" = substring("reason" from '^(?:refund succeeded|refunded): payment (\S+) \(')
  WHERE "reason_code" IS NULL AND "reason" ~ '^(?:refund succeeded|refunded): payment \S+ \(';--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'refundFailed', "note" = substring("reason" from '^refund failed \d+ times: staff must refund payment (\S+) \(')
  WHERE "reason_code" IS NULL AND "reason" ~ '^refund failed \d+ times: staff must refund payment \S+ \(';--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'deadlinePassed' WHERE "reason_code" IS NULL AND "reason" = 'payment deadline passed' AND "actor" = 'system';--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = CASE WHEN "actor" LIKE 'member:%' THEN 'cancelledByGuest' ELSE 'cancelledByHotel' END
  WHERE "reason_code" IS NULL AND "reason" IN ('cancelled before payment', 'cancelled with refund');--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'redeemed', "note" = substring("reason" from '^redeemed (\S+)$')
  WHERE "reason_code" IS NULL AND "reason" ~ '^redeemed \S+$' AND "to_status" IN (1, 4);--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'delivered', "note" = NULLIF(substring("reason" from '^delivered(?:: (.*))?$'), '')
  WHERE "reason_code" IS NULL AND "reason" ~ '^delivered(?:: |$)' AND "from_status" = 2 AND "to_status" IN (1, 4);--> statement-breakpoint
UPDATE "goods_order_history" SET "note" = NULLIF("reason", ''), "reason_code" = CASE
    WHEN "to_status" IN (31, 32, 35) AND "actor" LIKE 'member:%' THEN 'cancelledByGuest'
    WHEN "to_status" IN (31, 32, 35) THEN 'cancelledByHotel'
    ELSE 'other' END
  WHERE "reason_code" IS NULL AND "from_status" IS DISTINCT FROM "to_status";--> statement-breakpoint
UPDATE "order_history" SET "reason_code" = 'other', "note" = NULLIF("reason", '') WHERE "reason_code" IS NULL;--> statement-breakpoint
UPDATE "goods_order_history" SET "reason_code" = 'other', "note" = NULLIF("reason", '') WHERE "reason_code" IS NULL;--> statement-breakpoint
ALTER TABLE "order_history" ALTER COLUMN "reason_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_order_history" ALTER COLUMN "reason_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" DROP COLUMN "reason";--> statement-breakpoint
ALTER TABLE "goods_order_history" DROP COLUMN "reason";
