CREATE TABLE "projector_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_journal_id" bigint DEFAULT 0 NOT NULL,
	"hole_from" bigint,
	"hole_xmax" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_days_user_id_day_game_type_pk" PRIMARY KEY("user_id","day","game_type"),
	CONSTRAINT "turnover_days_stake" CHECK ("turnover_days"."stake" >= 0)
);
--> statement-breakpoint
ALTER TABLE "turnover_days" ADD CONSTRAINT "turnover_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;