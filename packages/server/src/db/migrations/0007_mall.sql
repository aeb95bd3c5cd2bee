CREATE TABLE "goods_order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_order_lines" (
	"line_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"goods_code" text NOT NULL,
	"sku_code" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"flash_sale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "goods_order_lines_quantity" CHECK ("goods_order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "goods_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"site_code" text NOT NULL,
	"language" text NOT NULL,
	"status" smallint NOT NULL,
	"currency" text NOT NULL,
	"goods_amount" bigint NOT NULL,
	"coupon_discount" bigint DEFAULT 0 NOT NULL,
	"point_discount" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"address" jsonb,
	"remark" text DEFAULT '' NOT NULL,
	"referrer_member_id" text,
	"refundable" boolean NOT NULL,
	"payment_channel" smallint,
	"payment_deadline" timestamp with time zone,
	"refundable_until" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "goods_orders_status" CHECK ("goods_orders"."status" in (0, 1, 2, 3, 4, 21, 31, 32, 33, 34, 35)),
	CONSTRAINT "goods_orders_amounts" CHECK ("goods_orders"."goods_amount" >= 0 and "goods_orders"."pay_amount" >= 0 and "goods_orders"."coupon_discount" >= 0 and "goods_orders"."point_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
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
CREATE TABLE "mall_cart_lines" (
	"line_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_cart_lines_quantity" CHECK ("mall_cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"category_code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"picture" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_commissions" (
	"commission_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"referrer_member_id" text NOT NULL,
	"base_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payable_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_commissions_status" CHECK ("mall_commissions"."status" in ('pending', 'payable', 'cancelled')),
	CONSTRAINT "mall_commissions_amount" CHECK ("mall_commissions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"goods_code" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"flash_discount_percent" smallint,
	"flash_starts_at" timestamp with time zone,
	"flash_ends_at" timestamp with time zone,
	"min_purchase" smallint DEFAULT 1 NOT NULL,
	"limits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voucher" jsonb,
	"refundable" boolean DEFAULT true NOT NULL,
	"commission_rate_bp" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_goods_kind" CHECK ("mall_goods"."kind" in ('physical', 'giftCard', 'voucher')),
	CONSTRAINT "mall_goods_flash" CHECK ("mall_goods"."flash_discount_percent" is null or "mall_goods"."flash_discount_percent" between 1 and 50),
	CONSTRAINT "mall_goods_min_purchase" CHECK ("mall_goods"."min_purchase" >= 1),
	CONSTRAINT "mall_goods_commission" CHECK ("mall_goods"."commission_rate_bp" between 0 and 5000),
	CONSTRAINT "mall_goods_sales" CHECK ("mall_goods"."sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_member_profiles" (
	"member_id" text PRIMARY KEY NOT NULL,
	"referral_code" text NOT NULL,
	"avatar_path" text
);
--> statement-breakpoint
CREATE TABLE "mall_reviews" (
	"review_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"goods_code" text NOT NULL,
	"sku_code" text NOT NULL,
	"member_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_reviews_rating" CHECK ("mall_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mall_share_links" (
	"link_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"goods_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_skus" (
	"sku_code" text PRIMARY KEY NOT NULL,
	"goods_code" text NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "mall_skus_stock_never_negative" CHECK ("mall_skus"."stock" >= 0),
	CONSTRAINT "mall_skus_price" CHECK ("mall_skus"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_uploads" (
	"picture_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"purpose" text NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"review_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_redemption_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"line_id" text NOT NULL,
	"goods_code" text NOT NULL,
	"uses_total" integer NOT NULL,
	"uses_used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_redemption_codes_uses" CHECK ("mall_redemption_codes"."uses_used" between 0 and "mall_redemption_codes"."uses_total")
);
--> statement-breakpoint
CREATE TABLE "mall_redemption_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"uses" integer NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_order_history" ADD CONSTRAINT "goods_order_history_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD CONSTRAINT "goods_order_lines_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD CONSTRAINT "goods_order_lines_goods_code_mall_goods_goods_code_fk" FOREIGN KEY ("goods_code") REFERENCES "public"."mall_goods"("goods_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_order_lines" ADD CONSTRAINT "goods_order_lines_sku_code_mall_skus_sku_code_fk" FOREIGN KEY ("sku_code") REFERENCES "public"."mall_skus"("sku_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_orders" ADD CONSTRAINT "goods_orders_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_payments" ADD CONSTRAINT "goods_payments_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_cart_lines" ADD CONSTRAINT "mall_cart_lines_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_cart_lines" ADD CONSTRAINT "mall_cart_lines_sku_code_mall_skus_sku_code_fk" FOREIGN KEY ("sku_code") REFERENCES "public"."mall_skus"("sku_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_commissions" ADD CONSTRAINT "mall_commissions_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_commissions" ADD CONSTRAINT "mall_commissions_referrer_member_id_members_member_id_fk" FOREIGN KEY ("referrer_member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_category_code_mall_categories_category_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."mall_categories"("category_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_member_profiles" ADD CONSTRAINT "mall_member_profiles_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD CONSTRAINT "mall_reviews_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD CONSTRAINT "mall_reviews_goods_code_mall_goods_goods_code_fk" FOREIGN KEY ("goods_code") REFERENCES "public"."mall_goods"("goods_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD CONSTRAINT "mall_reviews_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_share_links" ADD CONSTRAINT "mall_share_links_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_share_links" ADD CONSTRAINT "mall_share_links_goods_code_mall_goods_goods_code_fk" FOREIGN KEY ("goods_code") REFERENCES "public"."mall_goods"("goods_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD CONSTRAINT "mall_skus_goods_code_mall_goods_goods_code_fk" FOREIGN KEY ("goods_code") REFERENCES "public"."mall_goods"("goods_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_uploads" ADD CONSTRAINT "mall_uploads_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemption_codes" ADD CONSTRAINT "mall_redemption_codes_order_id_goods_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."goods_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemption_codes" ADD CONSTRAINT "mall_redemption_codes_line_id_goods_order_lines_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."goods_order_lines"("line_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemption_uses" ADD CONSTRAINT "mall_redemption_uses_code_mall_redemption_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."mall_redemption_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_order_history_order" ON "goods_order_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "goods_order_lines_order" ON "goods_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "goods_order_lines_goods" ON "goods_order_lines" USING btree ("goods_code");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_orders_idempotency_key" ON "goods_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "goods_orders_member" ON "goods_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_orders_status_deadline" ON "goods_orders" USING btree ("status","payment_deadline");--> statement-breakpoint
CREATE INDEX "goods_payments_order" ON "goods_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_payments_one_success" ON "goods_payments" USING btree ("order_id") WHERE "goods_payments"."status" in ('succeeded', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "mall_cart_lines_member_sku" ON "mall_cart_lines" USING btree ("member_id","sku_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_commissions_order" ON "mall_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_commissions_referrer" ON "mall_commissions" USING btree ("referrer_member_id");--> statement-breakpoint
CREATE INDEX "mall_goods_category" ON "mall_goods" USING btree ("category_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_member_profiles_referral" ON "mall_member_profiles" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_reviews_one_per_order_goods" ON "mall_reviews" USING btree ("order_id","goods_code");--> statement-breakpoint
CREATE INDEX "mall_reviews_goods" ON "mall_reviews" USING btree ("goods_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_share_links_member_goods" ON "mall_share_links" USING btree ("member_id","goods_code");--> statement-breakpoint
CREATE INDEX "mall_skus_goods" ON "mall_skus" USING btree ("goods_code");--> statement-breakpoint
CREATE INDEX "mall_uploads_member" ON "mall_uploads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "mall_redemption_codes_order" ON "mall_redemption_codes" USING btree ("order_id");