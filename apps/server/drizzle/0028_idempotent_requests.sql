CREATE TABLE "idempotent_requests" (
	"user_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"request_id" text NOT NULL,
	"body_hash" text NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_scope_request_id_pk" PRIMARY KEY("user_id","scope","request_id")
);
--> statement-breakpoint
-- Data (decision 089): requests answered in the last day before the store keep their requestId, so a
-- late retry of one is refused (REQUEST_ID_REUSED: its hash matches no body) instead of buying again.
INSERT INTO "idempotent_requests" ("user_id", "scope", "request_id", "body_hash", "outcome", "created_at")
SELECT "user_id",
       CASE "kind" WHEN 'coin' THEN 'diamondExchangeCoin' WHEN 'goods' THEN 'diamondExchangeGoods'
                   ELSE 'diamondExchangeScratchcard' END,
       "request_id", '', NULL, "created_at"
  FROM "diamond_orders" WHERE "created_at" > now() - interval '1 day'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotent_requests" ("user_id", "scope", "request_id", "body_hash", "outcome", "created_at")
SELECT "user_id", 'lotteryBuyTickets', "request_id", '', NULL, "created_at"
  FROM "lottery_orders" WHERE "created_at" > now() - interval '1 day'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotent_requests" ("user_id", "scope", "request_id", "body_hash", "outcome", "created_at")
SELECT "user_id", 'jackpotDraw', "request_id", '', NULL, "created_at"
  FROM "jackpot_draws" WHERE "created_at" > now() - interval '1 day'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotent_requests" ("user_id", "scope", "request_id", "body_hash", "outcome", "created_at")
SELECT "user_id", 'turntableSpin', "request_id", '', NULL, "created_at"
  FROM "spin_draws" WHERE "created_at" > now() - interval '1 day'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotent_requests" ("user_id", "scope", "request_id", "body_hash", "outcome", "created_at")
SELECT "user_id", 'actInviteUserSpin', "request_id", '', NULL, "created_at"
  FROM "invite_spin_draws" WHERE "created_at" > now() - interval '1 day'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Data (decision 089): the withdrawal rules' refusals become outcomes of the store, under the hash of
-- their body ({"amount":…,"bankId":…}, the helper's canonical JSON), so each stays final.
INSERT INTO "idempotent_requests" ("user_id", "scope", "request_id", "body_hash", "outcome", "created_at")
SELECT "user_id", 'exchange', "request_id",
       encode(sha256(convert_to('{"amount":' || "amount" || ',"bankId":' || "bank_id" || '}', 'UTF8')), 'hex'),
       jsonb_build_object(
         'errorName', "refusal" ->> 'errorName',
         'errcode', CASE "refusal" ->> 'errorName'
           WHEN 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE' THEN 3101 WHEN 'NOT_FOUND' THEN 404
           WHEN 'RECEIVING_ACCOUNT_ON_HOLD' THEN 3107 WHEN 'KYC_REQUIRED' THEN 3104
           WHEN 'WITHDRAWAL_DAILY_LIMIT' THEN 3103 WHEN 'WITHDRAWAL_DAILY_AMOUNT_LIMIT' THEN 3108
           WHEN 'WITHDRAWAL_TURNOVER_NOT_MET' THEN 3102 WHEN 'INSUFFICIENT_BALANCE' THEN 3001 ELSE 0 END,
         'msg', "refusal" ->> 'message',
         'data', coalesce("refusal" -> 'data', 'null'::jsonb)),
       "created_at"
  FROM "withdrawal_refusals"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "withdrawal_refusals" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "withdrawal_refusals" CASCADE;--> statement-breakpoint
DROP INDEX "diamond_orders_request";--> statement-breakpoint
DROP INDEX "invite_spin_draws_request";--> statement-breakpoint
DROP INDEX "jackpot_draws_request";--> statement-breakpoint
DROP INDEX "spin_draws_request";--> statement-breakpoint
DROP INDEX "lottery_orders_request";--> statement-breakpoint
ALTER TABLE "diamond_orders" DROP COLUMN "request_id";--> statement-breakpoint
ALTER TABLE "invite_spin_draws" DROP COLUMN "request_id";--> statement-breakpoint
ALTER TABLE "jackpot_draws" DROP COLUMN "request_id";--> statement-breakpoint
ALTER TABLE "spin_draws" DROP COLUMN "request_id";--> statement-breakpoint
ALTER TABLE "lottery_orders" DROP COLUMN "request_id";