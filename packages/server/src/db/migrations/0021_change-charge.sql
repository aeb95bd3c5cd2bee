CREATE TABLE "order_changes" (
	"change_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"order_version" integer NOT NULL,
	"currency" text NOT NULL,
	"difference" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	"after" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"held" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"actor" text NOT NULL,
	"language" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_changes_status" CHECK ("order_changes"."status" in ('pending', 'applied', 'failed', 'expired')),
	CONSTRAINT "order_changes_difference" CHECK ("order_changes"."difference" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_transaction_id_orders_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."orders"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_order" ON "order_changes" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "order_changes_pending" ON "order_changes" USING btree ("deadline") WHERE "order_changes"."status" = 'pending';