-- Decision 110: the award engine owns its records. First the awards paid around it before: jackpot
-- tier wins and staff cash credits become grants (nothing moves), old wheel prizes are the wheel's.
-- Jackpot tier wins paid before the engine recorded them: one grant each (source jackpot, key
-- draw-<id>), pointing at the win's journal; 0× as they were paid, so no bonus row. Nothing moves.
INSERT INTO "award_grants" ("key", "user_id", "source", "items", "journal_id", "created_at")
SELECT 'award:jackpot:' || d.user_id || ':draw-' || d.id, d.user_id, 'jackpot',
       jsonb_build_array(jsonb_build_object('id', 2001, 'count', d.bonus)), j.id, coalesce(j.created_at, d.created_at)
  FROM jackpot_draws d
       LEFT JOIN ledger_journals j ON j.idempotency_key = 'jackpot:draw:' || d.id AND j.status = 'posted'
 WHERE d.tier IS NOT NULL AND d.bonus > 0
 ORDER BY d.id
    ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- Staff cash credits of the players desk (decision 081) already paid: grants of source credit, key
-- desk-<requestId>, with who asked and why. wallet:credit's own credits are not looked for in the
-- ledger (that would read every journal); a replay of an old key records its journal then.
INSERT INTO "award_grants" ("key", "user_id", "source", "items", "journal_id", "reason", "granted_by", "created_at")
SELECT 'award:credit:' || a.user_id || ':desk-' || a.request_id, a.user_id, 'credit',
       jsonb_build_array(jsonb_build_object('id', 2001, 'count', a.amount)), a.journal_id, a.reason,
       a.requested_by, coalesce(a.decided_at, a.created_at)
  FROM player_adjustments a
 WHERE a.kind = 'cash' AND a.state = 'done' AND a.amount > 0
 ORDER BY a.id
    ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- Spin-wheel prizes were granted as source activity: they are the wheel's (source wheel, its own
-- rule, the same figures as activity's). Their keys stay as stored.
UPDATE "bonus_grants" SET "bonus_type" = 'wheel'
 WHERE "grant_id" IN (SELECT g.id FROM award_grants g WHERE g.source = 'activity' AND g.key ~ '^award:activity:[0-9]+:spin-[0-9]+$');--> statement-breakpoint
UPDATE "award_grants" SET "source" = 'wheel' WHERE "source" = 'activity' AND "key" ~ '^award:activity:[0-9]+:spin-[0-9]+$';--> statement-breakpoint
-- The reward record is ordered by when each award was granted (the backfilled rows got new ids and
-- keep their old times). On a grown installation build it CONCURRENTLY first (decision 078).
CREATE INDEX IF NOT EXISTS "award_grants_user_time" ON "award_grants" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Mail keeps no claimedAt of its own: a mail is claimed when it holds the grant that paid it (always
-- set together; a claimed mail without one, if any, gets its grant by the engine's key first).
UPDATE "mails" SET "grant_id" = g.id FROM "award_grants" g
 WHERE "mails"."claimed_at" IS NOT NULL AND "mails"."grant_id" IS NULL
   AND g.key = 'award:mail:' || "mails"."user_id" || ':' || "mails"."id";--> statement-breakpoint
ALTER TABLE "mails" DROP CONSTRAINT "mails_claim";--> statement-breakpoint
DROP INDEX IF EXISTS "mails_user_waiting";--> statement-breakpoint
-- Build it CONCURRENTLY first on a grown installation (decision 078); a new name, so it can be.
CREATE INDEX IF NOT EXISTS "mails_user_waiting_grant" ON "mails" USING btree ("user_id") WHERE "mails"."deleted_at" is null and ("mails"."read_at" is null or (jsonb_array_length("mails"."attachments") > 0 and "mails"."grant_id" is null));--> statement-breakpoint
ALTER TABLE "mails" DROP COLUMN "claimed_at";--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_claim" CHECK ("mails"."grant_id" is null or jsonb_array_length("mails"."attachments") > 0);
