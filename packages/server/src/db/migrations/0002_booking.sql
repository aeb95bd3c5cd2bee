CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_addons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"room_index" smallint NOT NULL,
	"addon_code" text NOT NULL,
	"addon_type" smallint NOT NULL,
	"use_date" date,
	"quantity" smallint NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_nights" (
	"transaction_id" text NOT NULL,
	"night" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_nights_transaction_id_night_pk" PRIMARY KEY("transaction_id","night")
);
--> statement-breakpoint
CREATE TABLE "order_rooms" (
	"transaction_id" text NOT NULL,
	"room_index" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"guests" jsonb NOT NULL,
	"email" text,
	"special_requests" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_rooms_transaction_id_room_index_pk" PRIMARY KEY("transaction_id","room_index")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"confirmation_number" text NOT NULL,
	"site_code" text NOT NULL,
	"language" text NOT NULL,
	"hotel_code" text NOT NULL,
	"room_type_code" text NOT NULL,
	"rate_plan_code" text NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"nights" smallint NOT NULL,
	"room_count" smallint NOT NULL,
	"adults_per_room" smallint NOT NULL,
	"children_per_room" smallint NOT NULL,
	"status" smallint NOT NULL,
	"refund_label" text,
	"payment_type" smallint NOT NULL,
	"payment_channel" smallint,
	"cancellation_flag" smallint NOT NULL,
	"cancellation_deadline" timestamp with time zone,
	"payment_deadline" timestamp with time zone,
	"currency" text NOT NULL,
	"room_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"service_amount" bigint NOT NULL,
	"addon_amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"point_discount" bigint DEFAULT 0 NOT NULL,
	"voucher_discount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"discount_type" smallint,
	"discount_code" text,
	"voucher_code" text,
	"booker_name" text NOT NULL,
	"booker_email" text NOT NULL,
	"booker_mobile" text NOT NULL,
	"member_id" text,
	"card_type" text,
	"card_masked" text,
	"card_token" text,
	"cancellation_number" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK ("orders"."status" between 0 and 7),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_amount" >= 0 and "orders"."pay_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"provider" text NOT NULL,
	"channel" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "site_configs" ALTER COLUMN "payment_deadline_minutes" SET DEFAULT 15;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "payment_channels" smallint[] DEFAULT '{1,2,10}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_addons" ADD CONSTRAINT "order_addons_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nights" ADD CONSTRAINT "order_nights_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rooms" ADD CONSTRAINT "order_rooms_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_addons_order" ON "order_addons" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirmation_number" ON "orders" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_status_deadline" ON "orders" USING btree ("status","payment_deadline");--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success" ON "payments" USING btree ("transaction_id") WHERE "payments"."status" in ('succeeded', 'refunded');