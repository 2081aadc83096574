CREATE TABLE "game_round_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_round_days_user_id_day_game_type_pk" PRIMARY KEY("user_id","day","game_type")
);
--> statement-breakpoint
-- The bet report's rollup (decision 117) from the rounds so far: it reads game_rounds without locking
-- out its writers; the triggers (db/functions/game_round_days_follow.sql) keep it from here on. The
-- same statement as game_round_days_rebuild().
INSERT INTO "game_round_days" ("user_id", "day", "game_type", "rounds", "stake", "win")
SELECT r."user_id", (r."started_at" AT TIME ZONE 'Asia/Manila')::date, t."code", count(*), sum(r."stake"), sum(r."win")
  FROM "game_rounds" r JOIN "games" g ON g."id" = r."game_id" JOIN "game_types" t ON t."id" = g."type_id"
 GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Built CONCURRENTLY first on a grown database (decision 078). After the backfill: IF NOT EXISTS takes
-- the table's lock before it finds the index, and holds it to the commit.
CREATE INDEX IF NOT EXISTS "mails_user_waiting_until" ON "mails" USING btree ("user_id","expires_at") WHERE "mails"."deleted_at" is null and ("mails"."read_at" is null or (jsonb_array_length("mails"."attachments") > 0 and "mails"."grant_id" is null));
--> statement-breakpoint
-- The index it replaces, last (its lock on mails lasts only to the commit).
DROP INDEX IF EXISTS "mails_user_waiting_grant";
