CREATE TABLE "mall_addresses" (
	"address_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile_country_number" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"detail" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_return_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"member_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mall_return_requests_status" CHECK ("mall_return_requests"."status" in ('requested', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"scope" text NOT NULL,
	"provider" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secrets" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_scope_provider_pk" PRIMARY KEY("scope","provider")
);
--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_code" text;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "prices_include_charges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mall_addresses" ADD CONSTRAINT "mall_addresses_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_return_requests" ADD CONSTRAINT "mall_return_requests_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_return_requests" ADD CONSTRAINT "mall_return_requests_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_addresses_member" ON "mall_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_addresses_one_default" ON "mall_addresses" USING btree ("member_id") WHERE "mall_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "mall_return_requests_order" ON "mall_return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_return_requests_open" ON "mall_return_requests" USING btree ("order_id") WHERE "mall_return_requests"."status" = 'requested';