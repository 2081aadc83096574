ALTER TABLE "mails" DROP CONSTRAINT "mails_kind";--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_kind" CHECK ("mails"."kind" in ('depositCredited', 'withdrawalPaid', 'withdrawalRefused', 'kycApproved', 'kycRefused', 'vipLevel', 'prize', 'welcome', 'passwordGuessed', 'broadcast'));--> statement-breakpoint
-- Backfill (issue 38): the receiving-account numbers that earned the bank bonus before 0019 recorded
-- them in bank_bonus_numbers. Receiving accounts keep no history, so a number changed after its
-- claim is known only where it left a trace: the claimer's current numbers and every number the
-- claimer ever withdrew to. Each goes to its earliest claimer; a number already recorded stays.
INSERT INTO "bank_bonus_numbers" ("account_number", "user_id", "created_at")
SELECT DISTINCT ON (numbers.account_number) numbers.account_number, numbers.user_id, numbers.claimed_at
  FROM (
    SELECT account.account_number, claim.user_id, claim.created_at AS claimed_at, claim.id AS claim_id
      FROM "award_grants" claim
      JOIN "receiving_accounts" account ON account.user_id = claim.user_id
     WHERE claim.key = 'award:activity:' || claim.user_id || ':bank'
    UNION ALL
    SELECT paid_to.account_number, claim.user_id, claim.created_at, claim.id
      FROM "award_grants" claim
      JOIN "withdrawals" paid_to ON paid_to.user_id = claim.user_id
     WHERE claim.key = 'award:activity:' || claim.user_id || ':bank'
  ) numbers
 ORDER BY numbers.account_number, numbers.claim_id
ON CONFLICT ("account_number") DO NOTHING;
