CREATE TABLE "turnover_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_totals_stake" CHECK ("turnover_totals"."stake" >= 0)
);
--> statement-breakpoint
ALTER TABLE "turnover_totals" ADD CONSTRAINT "turnover_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- IF NOT EXISTS: on a grown database the operator builds these CONCURRENTLY first (decision 078).
CREATE INDEX IF NOT EXISTS "game_rounds_user_game" ON "game_rounds" USING btree ("user_id","game_id") WHERE "game_rounds"."stake" > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mails_user_waiting" ON "mails" USING btree ("user_id") WHERE "mails"."deleted_at" is null and ("mails"."read_at" is null or (jsonb_array_length("mails"."attachments") > 0 and "mails"."claimed_at" is null));--> statement-breakpoint
-- Each player's turnover so far, from the days the projector kept (decision 077); the projector adds
-- to it from here on. It reads turnover_days without locking out its writers.
INSERT INTO "turnover_totals" ("user_id", "stake")
SELECT "user_id", greatest(0, sum("stake")) FROM "turnover_days" GROUP BY "user_id"
ON CONFLICT ("user_id") DO NOTHING;
