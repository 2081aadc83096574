CREATE TABLE "client_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_name" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"claimed_user_id" text,
	"user_id" bigint,
	"app_id" text NOT NULL,
	"app_version" text NOT NULL,
	"platform" smallint NOT NULL,
	"page" text,
	"properties" jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_page_locale_pk" PRIMARY KEY("page","locale")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"os" text,
	"device_model" text,
	"messaging_token" text,
	"phone_info" text,
	"url_params" jsonb,
	"app_version" text NOT NULL,
	"platform" smallint NOT NULL,
	"last_ip" text,
	"last_user_id" bigint,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locale" text NOT NULL,
	"category_id" text NOT NULL,
	"category_title" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"domain" text,
	"tokens" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_events_name_time" ON "client_events" USING btree ("event_name","event_time");--> statement-breakpoint
CREATE INDEX "faq_items_locale_sort" ON "faq_items" USING btree ("locale","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_default" ON "themes" USING btree ("is_default") WHERE "themes"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "themes_domain" ON "themes" USING btree ("domain");