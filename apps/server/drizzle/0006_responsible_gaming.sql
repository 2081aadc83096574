CREATE TABLE "rg_deposit_reservations" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "rg_deposit_reservations_amount" CHECK ("rg_deposit_reservations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "rg_limits_amount" CHECK ("rg_limits"."amount" is null or "rg_limits"."amount" >= 0),
	CONSTRAINT "rg_limits_pending_amount" CHECK ("rg_limits"."pending_amount" is null or "rg_limits"."pending_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rg_play_counters" (
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rg_play_counters_user_id_period_period_start_pk" PRIMARY KEY("user_id","period","period_start"),
	CONSTRAINT "rg_play_counters_stakes" CHECK ("rg_play_counters"."stakes" >= 0),
	CONSTRAINT "rg_play_counters_wins" CHECK ("rg_play_counters"."wins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rg_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"block_kind" text,
	"block_started_at" timestamp with time zone,
	"block_until" timestamp with time zone,
	"irrevocable_until" timestamp with time zone,
	"play_day" date,
	"play_seconds" integer DEFAULT 0 NOT NULL,
	"last_play_beat_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_players_play_seconds" CHECK ("rg_players"."play_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rg_deposit_reservations" ADD CONSTRAINT "rg_deposit_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_play_counters" ADD CONSTRAINT "rg_play_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_players" ADD CONSTRAINT "rg_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_deposit_reservations_user" ON "rg_deposit_reservations" USING btree ("user_id","created_at");