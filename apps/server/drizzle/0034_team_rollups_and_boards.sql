CREATE TABLE "agent_qualified" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"granted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_team_days" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"level" smallint NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_days_agent_id_day_level_pk" PRIMARY KEY("agent_id","day","level")
);
--> statement-breakpoint
CREATE TABLE "agent_teams" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"level1" integer DEFAULT 0 NOT NULL,
	"level2" integer DEFAULT 0 NOT NULL,
	"rule_deposit" bigint,
	"rule_turnover" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_players" (
	"user_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_board_runs" (
	"board" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_boards" (
	"board" text NOT NULL,
	"user_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "turnover_boards_board_user_id_pk" PRIMARY KEY("board","user_id")
);
--> statement-breakpoint
CREATE INDEX "agent_qualified_agent" ON "agent_qualified" USING btree ("agent_id","member_id");
--> statement-breakpoint
CREATE INDEX "agent_qualified_waiting" ON "agent_qualified" USING btree ("agent_id","member_id") WHERE not "agent_qualified"."granted";
--> statement-breakpoint
CREATE INDEX "turnover_boards_rank" ON "turnover_boards" USING btree ("board","rank","user_id");
--> statement-breakpoint
-- The rollups of decision 111 from the rows so far; the triggers (db/functions) keep them from
-- here on. They read users, turnover_days, wallet_players, turnover_totals and
-- receiving_accounts without locking out their writers.
INSERT INTO "agent_teams" ("agent_id", "level1", "level2")
SELECT a1."id", count(*) FILTER (WHERE m."invited_by" = a1."invite_code"), 0
  FROM "users" m JOIN "users" a1 ON a1."invite_code" = m."invited_by"
 GROUP BY a1."id";
--> statement-breakpoint
INSERT INTO "agent_teams" AS t ("agent_id", "level2")
SELECT a2."id", count(*)
  FROM "users" m JOIN "users" a1 ON a1."invite_code" = m."invited_by" JOIN "users" a2 ON a2."invite_code" = a1."invited_by"
 GROUP BY a2."id"
ON CONFLICT ("agent_id") DO UPDATE SET "level2" = excluded."level2";
--> statement-breakpoint
INSERT INTO "agent_team_days" ("agent_id", "day", "level", "stake")
SELECT x."agent_id", x."day", x."level", sum(x."stake")
  FROM (SELECT a1."id" AS "agent_id", d."day", 1 AS "level", d."stake"
          FROM "turnover_days" d JOIN "users" m ON m."id" = d."user_id" JOIN "users" a1 ON a1."invite_code" = m."invited_by"
        UNION ALL
        SELECT a2."id", d."day", 2, d."stake"
          FROM "turnover_days" d JOIN "users" m ON m."id" = d."user_id" JOIN "users" a1 ON a1."invite_code" = m."invited_by"
               JOIN "users" a2 ON a2."invite_code" = a1."invited_by") x
 GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Qualified members under the valid rule saved now (decision 051's defaults when none is saved);
-- an agent read under another rule recomputes its own.
UPDATE "agent_teams" SET
  "rule_deposit" = coalesce((SELECT ("value" -> 'valid' ->> 'minDeposit')::bigint FROM "settings" WHERE "key" = 'agents.programme'), 10000),
  "rule_turnover" = coalesce((SELECT ("value" -> 'valid' ->> 'minTurnover')::bigint FROM "settings" WHERE "key" = 'agents.programme'), 30000);
--> statement-breakpoint
INSERT INTO "agent_qualified" ("member_id", "agent_id", "granted")
SELECT m."id", t."agent_id",
       EXISTS (SELECT 1 FROM "award_grants" g WHERE g."key" = 'award:agent:' || t."agent_id" || ':invite-' || m."id")
  FROM "users" m JOIN "users" a1 ON a1."invite_code" = m."invited_by" JOIN "agent_teams" t ON t."agent_id" = a1."id"
       LEFT JOIN "wallet_players" w ON w."user_id" = m."id" LEFT JOIN "turnover_totals" tt ON tt."user_id" = m."id"
 WHERE coalesce(w."total_recharge", 0) >= t."rule_deposit" AND coalesce(tt."stake", 0) >= t."rule_turnover";
--> statement-breakpoint
INSERT INTO "linked_players" ("user_id")
SELECT DISTINCT d."user_id" FROM "player_devices" d
 WHERE EXISTS (SELECT 1 FROM "player_devices" o WHERE o."device_id" = d."device_id" AND o."user_id" <> d."user_id")
UNION
SELECT r."user_id" FROM "receiving_accounts" r
 WHERE EXISTS (SELECT 1 FROM "receiving_accounts" o WHERE o."account_number" = r."account_number" AND o."user_id" <> r."user_id");
--> statement-breakpoint
-- IF NOT EXISTS: on a grown database the operator builds these CONCURRENTLY first (decision 078). Last,
-- after the backfills: even when it finds its index, CREATE INDEX takes its table's SHARE lock (writes
-- wait) until the commit.
CREATE INDEX IF NOT EXISTS "users_invited_by_id" ON "users" USING btree ("invited_by","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_rounds_user_report" ON "game_rounds" USING btree ("user_id","started_at","game_id","stake","win");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receiving_accounts_number" ON "receiving_accounts" USING btree ("account_number");
--> statement-breakpoint
-- Last, so that its lock on users (registrations) is held for no more than the commit: the new index
-- (invited_by, id) answers everything the old one did.
DROP INDEX IF EXISTS "users_invited_by";
