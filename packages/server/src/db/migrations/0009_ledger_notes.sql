ALTER TABLE "growth_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "note" text;