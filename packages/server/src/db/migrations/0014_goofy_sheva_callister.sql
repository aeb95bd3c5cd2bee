CREATE TABLE "payment_accounts" (
	"scope" text NOT NULL,
	"provider" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secrets" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_scope_provider_pk" PRIMARY KEY("scope","provider")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_code" text;