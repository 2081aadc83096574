CREATE TABLE "task_visits" (
	"user_id" bigint NOT NULL,
	"task_id" integer NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_visits_user_id_task_id_period_pk" PRIMARY KEY("user_id","task_id","period")
);
--> statement-breakpoint
ALTER TABLE "task_visits" ADD CONSTRAINT "task_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;