CREATE TABLE "bank_bonus_numbers" (
	"account_number" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_provider_transactions" DROP CONSTRAINT "game_provider_transactions_kind";--> statement-breakpoint
ALTER TABLE "bank_bonus_numbers" ADD CONSTRAINT "bank_bonus_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_provider_transactions" ADD CONSTRAINT "game_provider_transactions_kind" CHECK ("game_provider_transactions"."kind" in ('bet', 'win', 'rollback', 'tombstone', 'refused'));