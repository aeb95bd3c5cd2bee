CREATE TABLE "agreements" (
	"code" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"event_type" text NOT NULL,
	"page_name" text,
	"browser" text,
	"language" text,
	"utm_source" text,
	"utm_content" text,
	"utm_medium" text,
	"utm_term" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_types" (
	"type_code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"article_code" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_publish" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"page_id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"is_publish" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"dict_key" text NOT NULL,
	"item_code" text NOT NULL,
	"label" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dictionary_items_dict_key_item_code_pk" PRIMARY KEY("dict_key","item_code")
);
--> statement-breakpoint
CREATE TABLE "gallery_pictures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dir" text NOT NULL,
	"url" text NOT NULL,
	"alt" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"block_type" smallint NOT NULL,
	"block_level" integer NOT NULL,
	"is_publish" boolean DEFAULT true NOT NULL,
	"content_kind" text,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	CONSTRAINT "home_blocks_type" CHECK ("home_blocks"."block_type" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "membership_cards" (
	"card_id" text PRIMARY KEY NOT NULL,
	"tier" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"site_code" text PRIMARY KEY NOT NULL,
	"bulletin_title" jsonb NOT NULL,
	"bulletin_body" jsonb NOT NULL,
	"footer_text" jsonb NOT NULL,
	"footer_links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_type_code_article_types_type_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."article_types"("type_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_day" ON "analytics_events" USING btree ("occurred_at","event_type");--> statement-breakpoint
CREATE INDEX "articles_type" ON "articles" USING btree ("type_code","published_at");--> statement-breakpoint
CREATE INDEX "gallery_pictures_dir" ON "gallery_pictures" USING btree ("dir","sort_order");--> statement-breakpoint
CREATE INDEX "home_blocks_site" ON "home_blocks" USING btree ("site_code","block_level");--> statement-breakpoint
CREATE INDEX "suggestions_hotel" ON "suggestions" USING btree ("hotel_code","created_at");