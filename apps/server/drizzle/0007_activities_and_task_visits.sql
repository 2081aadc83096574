CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"theme_url" text NOT NULL,
	"click_action" text NOT NULL,
	"click_type" smallint DEFAULT 1 NOT NULL,
	"unlogin_show_status" smallint DEFAULT 0 NOT NULL,
	"home_float_show_status" smallint DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL,
	"status" text DEFAULT 'paused' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_status" CHECK ("activities"."status" in ('live', 'paused')),
	CONSTRAINT "activities_click_type" CHECK ("activities"."click_type" in (1, 2)),
	CONSTRAINT "activities_flags" CHECK ("activities"."unlogin_show_status" in (0, 1) and "activities"."home_float_show_status" in (0, 1)),
	CONSTRAINT "activities_window" CHECK ("activities"."ends_at" is null or "activities"."starts_at" is null or "activities"."ends_at" > "activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "task_visits" (
	"user_id" bigint NOT NULL,
	"task_id" integer NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_visits_user_id_task_id_period_pk" PRIMARY KEY("user_id","task_id","period")
);
--> statement-breakpoint
ALTER TABLE "task_visits" ADD CONSTRAINT "task_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;