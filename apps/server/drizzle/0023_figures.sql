CREATE TABLE "figures_bonus_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"grants" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "figures_bonus_days_day_source_pk" PRIMARY KEY("day","source")
);
--> statement-breakpoint
CREATE TABLE "figures_days" (
	"day" date PRIMARY KEY NOT NULL,
	"deposits" integer NOT NULL,
	"deposit_sum" bigint NOT NULL,
	"withdrawals" integer NOT NULL,
	"withdrawal_sum" bigint NOT NULL,
	"rounds" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"bonus_cost" bigint NOT NULL,
	"active_players" integer NOT NULL,
	"new_players" integer NOT NULL,
	"first_depositors" integer NOT NULL,
	"visitors" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figures_game_days" (
	"day" date NOT NULL,
	"game_id" integer NOT NULL,
	"rounds" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "figures_game_days_day_game_id_pk" PRIMARY KEY("day","game_id")
);
--> statement-breakpoint
-- IF NOT EXISTS: on a grown database the operator builds these CONCURRENTLY first (decision 078).
CREATE INDEX IF NOT EXISTS "users_created" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deposits_paid_at" ON "deposits" USING btree ("paid_at") WHERE "deposits"."state" = 'paid';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_rounds_started" ON "game_rounds" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonus_grants_credited_at" ON "bonus_grants" USING btree ("credited_at") WHERE "bonus_grants"."credited_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "turnover_days_day" ON "turnover_days" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "withdrawals_paid_at" ON "withdrawals" USING btree ("paid_at") WHERE "withdrawals"."state" = 'paid';