CREATE TABLE "voucher_issues" (
	"request_key" text PRIMARY KEY NOT NULL,
	"template_code" text NOT NULL,
	"segment" jsonb NOT NULL,
	"valid_days" integer,
	"member_count" integer NOT NULL,
	"staff_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "voucher_issues" ADD CONSTRAINT "voucher_issues_template_code_coupon_templates_template_code_fk" FOREIGN KEY ("template_code") REFERENCES "public"."coupon_templates"("template_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_request_member" ON "member_coupons" USING btree ("request_key","member_id");