-- Decision 107: one seed-pair store and one table of seeded draws. The jackpot's seed pairs become
-- the store (renamed, ids kept); the draws of jackpot_draws, spin_draws and invite_spin_draws move
-- into seeded_draws under (source, id) with their ids, so every old proof link (/fair?spin=<id>)
-- still finds its draw; the areas keep only their own facts under the draw's id.
ALTER TABLE "jackpot_seed_pairs" RENAME TO "seed_pairs";--> statement-breakpoint
ALTER SEQUENCE "jackpot_seed_pairs_id_seq" RENAME TO "seed_pairs_id_seq";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "jackpot_seed_pairs_pkey" TO "seed_pairs_pkey";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "jackpot_seed_pairs_revealed" TO "seed_pairs_revealed";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "jackpot_seed_pairs_user_id_users_id_fk" TO "seed_pairs_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "jackpot_seed_pairs_active" RENAME TO "seed_pairs_active";--> statement-breakpoint
ALTER INDEX "jackpot_seed_pairs_user" RENAME TO "seed_pairs_user";--> statement-breakpoint
CREATE TABLE "seeded_draws" (
	"source" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "seeded_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"weights" jsonb,
	"outcome" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeded_draws_source_id_pk" PRIMARY KEY("source","id")
);
--> statement-breakpoint
INSERT INTO "seeded_draws" ("source", "id", "user_id", "seed_pair_id", "nonce", "weights", "outcome", "items", "result", "created_at")
OVERRIDING SYSTEM VALUE
SELECT 'jackpot', "id", "user_id", "seed_pair_id", "nonce", "weights", "cell",
       jsonb_build_array(jsonb_build_object('id', "prop_id", 'count', "count")),
       jsonb_build_object('tier', "tier", 'bonus', "bonus", 'section', "section", 'poolBefore', "pool_before",
                          'heldCoins', "held_coins"),
       "created_at"
  FROM "jackpot_draws";--> statement-breakpoint
INSERT INTO "seeded_draws" ("source", "id", "user_id", "seed_pair_id", "nonce", "weights", "outcome", "items", "result", "created_at")
OVERRIDING SYSTEM VALUE
SELECT 'spin', "id", "user_id", "seed_pair_id", "nonce", "weights", "sector", "items",
       jsonb_build_object('heldCoins', "held_coins"), "created_at"
  FROM "spin_draws";--> statement-breakpoint
INSERT INTO "seeded_draws" ("source", "id", "user_id", "seed_pair_id", "nonce", "weights", "outcome", "items", "result", "created_at")
OVERRIDING SYSTEM VALUE
SELECT 'inviteSpin', "id", "user_id", "seed_pair_id", "nonce", "weights", "sector",
       jsonb_build_array(jsonb_build_object('id', 2001, 'count', "amount")),
       jsonb_build_object('campaignId', "campaign_id", 'kind', "kind", 'amount', "amount", 'added', "added"),
       "created_at"
  FROM "invite_spin_draws";--> statement-breakpoint
-- New draws take ids above every moved one, so (source, id) of an old draw is never reused.
SELECT setval('"seeded_draws_id_seq"', greatest(
         (SELECT coalesce(max("id"), 0) FROM "jackpot_draws"),
         (SELECT coalesce(max("id"), 0) FROM "spin_draws"),
         (SELECT coalesce(max("id"), 0) FROM "invite_spin_draws")) + 1, false);--> statement-breakpoint
DROP TABLE "spin_draws";--> statement-breakpoint
ALTER TABLE "invite_spin_draws" DROP CONSTRAINT "invite_spin_draws_seed_pair_id_jackpot_seed_pairs_id_fk";--> statement-breakpoint
ALTER TABLE "jackpot_draws" DROP CONSTRAINT "jackpot_draws_seed_pair_id_jackpot_seed_pairs_id_fk";--> statement-breakpoint
ALTER TABLE "invite_spin_draws" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "seeded_draws" ADD CONSTRAINT "seeded_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeded_draws" ADD CONSTRAINT "seeded_draws_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seeded_draws_nonce" ON "seeded_draws" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "seeded_draws_user" ON "seeded_draws" USING btree ("user_id","source","id");--> statement-breakpoint
ALTER TABLE "invite_spin_draws" DROP COLUMN "seed_pair_id";--> statement-breakpoint
ALTER TABLE "invite_spin_draws" DROP COLUMN "nonce";--> statement-breakpoint
ALTER TABLE "invite_spin_draws" DROP COLUMN "sector";--> statement-breakpoint
ALTER TABLE "invite_spin_draws" DROP COLUMN "weights";--> statement-breakpoint
ALTER TABLE "jackpot_draws" DROP COLUMN "seed_pair_id";--> statement-breakpoint
ALTER TABLE "jackpot_draws" DROP COLUMN "nonce";--> statement-breakpoint
ALTER TABLE "jackpot_draws" DROP COLUMN "cell";--> statement-breakpoint
ALTER TABLE "jackpot_draws" DROP COLUMN "weights";
