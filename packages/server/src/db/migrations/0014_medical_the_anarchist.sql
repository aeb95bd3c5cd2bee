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
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_member_id_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_review_pictures" ADD CONSTRAINT "stay_review_pictures_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_review_pictures" ADD CONSTRAINT "stay_review_pictures_review_id_stay_reviews_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."stay_reviews"("review_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order" ON "invoice_requests" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_hotel_status" ON "invoice_requests" USING btree ("hotel_code","status");--> statement-breakpoint
CREATE INDEX "invoice_titles_member" ON "invoice_titles" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "stay_review_pictures_order" ON "stay_review_pictures" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_reviews_order" ON "stay_reviews" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "stay_reviews_hotel" ON "stay_reviews" USING btree ("hotel_code","hidden","created_at");