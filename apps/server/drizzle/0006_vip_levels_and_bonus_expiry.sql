CREATE TABLE "vip_audits" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"level_before" integer NOT NULL,
	"level_after" integer NOT NULL,
	"turnover" bigint NOT NULL,
	"bet_limit" bigint NOT NULL,
	"floor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_audits_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "vip_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"levels_down" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_players_levels_down" CHECK ("vip_players"."levels_down" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_audits" ADD CONSTRAINT "vip_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_players" ADD CONSTRAINT "vip_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."state" = 'active';