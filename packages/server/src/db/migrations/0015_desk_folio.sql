CREATE TABLE "folio_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"method" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	CONSTRAINT "folio_entries_amount" CHECK ("folio_entries"."amount" > 0),
	CONSTRAINT "folio_entries_kind" CHECK ("folio_entries"."kind" in ('charge', 'payment'))
);
--> statement-breakpoint
ALTER TABLE "folio_entries" ADD CONSTRAINT "folio_entries_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_entries_order" ON "folio_entries" USING btree ("transaction_id");