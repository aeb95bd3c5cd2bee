ALTER TABLE "quick_logins" ADD COLUMN "requester_browser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quick_logins" ADD COLUMN "requester_address" text DEFAULT '' NOT NULL;