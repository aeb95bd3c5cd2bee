ALTER TABLE "frequent_contacts" ADD COLUMN "mobile_country_number" text DEFAULT '86' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;