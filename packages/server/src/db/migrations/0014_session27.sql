CREATE TABLE "invoice_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"confirmation_number" text NOT NULL,
	"hotel_code" text NOT NULL,
	"member_id" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tax_number" text,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"invoice_number" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" text
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"title_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tax_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "stay_review_pictures" (
	"picture_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"review_id" text,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_reviews" (
	"review_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"confirmation_number" text NOT NULL,
	"hotel_code" text NOT NULL,
	"member_id" text,
	"author_name" text NOT NULL,
	"language" text NOT NULL,
	"stay_month" text NOT NULL,
	"overall" smallint NOT NULL,
	"cleanliness" smallint NOT NULL,
	"service" smallint NOT NULL,
	"location" smallint NOT NULL,
	"value" smallint NOT NULL,
	"content" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_reviews_scores" CHECK ("stay_reviews"."overall" between 1 and 5 and "stay_reviews"."cleanliness" between 1 and 5 and "stay_reviews"."service" between 1 and 5 and "stay_reviews"."location" between 1 and 5 and "stay_reviews"."value" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "frequent_contacts" ADD COLUMN "mobile_country_number" text DEFAULT '86' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_code" text;--> statement-breakpoint
ALTER TABLE "site_configs" ADD COLUMN "prices_include_charges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_addresses" ADD CONSTRAINT "mall_addresses_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_return_requests" ADD CONSTRAINT "mall_return_requests_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_return_requests" ADD CONSTRAINT "mall_return_requests_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_review_pictures" ADD CONSTRAINT "stay_review_pictures_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_review_pictures" ADD CONSTRAINT "stay_review_pictures_review_id_stay_reviews_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."stay_reviews"("review_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order" ON "invoice_requests" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_hotel_status" ON "invoice_requests" USING btree ("hotel_code","status");--> statement-breakpoint
CREATE INDEX "invoice_titles_member" ON "invoice_titles" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "mall_addresses_member" ON "mall_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_addresses_one_default" ON "mall_addresses" USING btree ("member_id") WHERE "mall_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "mall_return_requests_order" ON "mall_return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_return_requests_open" ON "mall_return_requests" USING btree ("order_id") WHERE "mall_return_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "stay_review_pictures_order" ON "stay_review_pictures" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_reviews_order" ON "stay_reviews" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "stay_reviews_hotel" ON "stay_reviews" USING btree ("hotel_code","hidden","created_at");