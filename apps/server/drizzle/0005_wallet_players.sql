CREATE TABLE "wallet_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_recharge" bigint DEFAULT 0 NOT NULL,
	"last_recharge_type_id" integer,
	"wagering_remaining" bigint DEFAULT 0 NOT NULL,
	"safebox_password_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_players_total_recharge" CHECK ("wallet_players"."total_recharge" >= 0),
	CONSTRAINT "wallet_players_wagering" CHECK ("wallet_players"."wagering_remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_players" ADD CONSTRAINT "wallet_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;