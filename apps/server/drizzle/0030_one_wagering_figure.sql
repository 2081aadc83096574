CREATE TABLE "wagering_requirements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wagering_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"requirement" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"credit_journal_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wagering_requirements_requirement" CHECK ("wagering_requirements"."requirement" > 0),
	CONSTRAINT "wagering_requirements_wagered" CHECK ("wagering_requirements"."wagered" between 0 and "wagering_requirements"."requirement")
);
--> statement-breakpoint
ALTER TABLE "wallet_players" DROP CONSTRAINT "wallet_players_wagering";--> statement-breakpoint
ALTER TABLE "wagering_requirements" ADD CONSTRAINT "wagering_requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wagering_requirements_key" ON "wagering_requirements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "wagering_requirements_open" ON "wagering_requirements" USING btree ("user_id","credit_journal_id") WHERE "wagering_requirements"."wagered" < "wagering_requirements"."requirement";--> statement-breakpoint
CREATE INDEX "wagering_requirements_user" ON "wagering_requirements" USING btree ("user_id","id");--> statement-breakpoint
-- The single figure's data moves to requirement rows (docs/decisions/106-one-wagering-figure.md). A
-- bonus already is one (bonus_grants); what a player still owed beyond their active bonuses' rooms
-- becomes one `carried:<user>` row, credited by the latest journal, so only later stakes count. Stakes
-- the turnover projector has not read yet already left wagering_remaining but will also count towards
-- the bonuses: they are added back, so a lagging projector leaves the figure higher, never lower.
INSERT INTO "wagering_requirements" ("key", "user_id", "requirement", "credit_journal_id")
SELECT 'carried:' || w.user_id, w.user_id, owed.requirement,
       (SELECT coalesce(max(j.id), 0) FROM ledger_journals j)
  FROM wallet_players w
       CROSS JOIN LATERAL (
         SELECT greatest(0, w.wagering_remaining
                            - coalesce((SELECT sum(g.requirement - g.wagered) FROM bonus_grants g
                                         WHERE g.user_id = w.user_id AND g.state = 'active'), 0))
                + coalesce((SELECT sum(-p.amount)
                              FROM ledger_accounts a
                                   JOIN ledger_postings p ON p.account_id = a.id AND p.shard IS NULL
                                        AND p.journal_id > coalesce((SELECT c.last_journal_id FROM projector_cursors c
                                                                      WHERE c.name = 'turnover'), 0)
                                   JOIN ledger_journals j ON j.id = p.journal_id AND j.kind = 'bet'
                                        AND j.status = 'posted'
                             WHERE a.owner_user_id = w.user_id AND a.holder = 'player' AND a.kind = 'coin'), 0)
                AS requirement) owed
 WHERE w.wagering_remaining > 0 AND owed.requirement > 0;
--> statement-breakpoint
ALTER TABLE "wallet_players" DROP COLUMN "wagering_remaining";