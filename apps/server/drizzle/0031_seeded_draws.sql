-- Decision 107: one seed-pair store and one table of seeded draws.
-- The Originals' pairs become the store (renamed, ids kept, so originals_rounds is not rewritten); the
-- jackpot's pairs (the draws' pairs) move into it under new ids, remapped as their draws move. The draws
-- of jackpot_draws, spin_draws and invite_spin_draws move into seeded_draws under (source, id) with
-- their ids, so every old proof link (/fair?spin=<id>) still finds its draw; the areas keep only their
-- own facts under the draw's id.
ALTER TABLE "originals_seed_pairs" RENAME TO "seed_pairs";--> statement-breakpoint
ALTER SEQUENCE "originals_seed_pairs_id_seq" RENAME TO "seed_pairs_id_seq";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "originals_seed_pairs_pkey" TO "seed_pairs_pkey";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "originals_seed_pairs_owner" TO "seed_pairs_owner";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "originals_seed_pairs_revealed" TO "seed_pairs_revealed";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "originals_seed_pairs_user_id_users_id_fk" TO "seed_pairs_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "seed_pairs" RENAME CONSTRAINT "originals_seed_pairs_demo_session_id_originals_demo_sessions_id_fk" TO "seed_pairs_demo_session_id_originals_demo_sessions_id_fk";--> statement-breakpoint
ALTER TABLE "originals_rounds" RENAME CONSTRAINT "originals_rounds_seed_pair_id_originals_seed_pairs_id_fk" TO "originals_rounds_seed_pair_id_seed_pairs_id_fk";--> statement-breakpoint
ALTER INDEX "originals_seed_pairs_user" RENAME TO "seed_pairs_user";--> statement-breakpoint
DROP INDEX "originals_seed_pairs_active_user";--> statement-breakpoint
DROP INDEX "originals_seed_pairs_active_demo";--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD COLUMN "purpose" text DEFAULT 'originals' NOT NULL;--> statement-breakpoint
ALTER TABLE "seed_pairs" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD COLUMN "moved_from" bigint;--> statement-breakpoint
INSERT INTO "seed_pairs" ("purpose", "user_id", "server_seed", "server_seed_hash", "client_seed", "next_nonce", "active", "created_at", "revealed_at", "moved_from")
SELECT 'draws', "user_id", "server_seed", "server_seed_hash", "client_seed", "next_nonce", "active", "created_at", "revealed_at", "id"
  FROM "jackpot_seed_pairs" ORDER BY "id";--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_active_user" ON "seed_pairs" USING btree ("user_id","purpose") WHERE "seed_pairs"."active" and "seed_pairs"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_active_demo" ON "seed_pairs" USING btree ("demo_session_id","purpose") WHERE "seed_pairs"."active" and "seed_pairs"."demo_session_id" is not null;--> statement-breakpoint
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
SELECT 'jackpot', d."id", d."user_id", p."id", d."nonce", d."weights", "cell",
       jsonb_build_array(jsonb_build_object('id', "prop_id", 'count', "count")),
       jsonb_build_object('tier', "tier", 'bonus', "bonus", 'section', "section", 'poolBefore', "pool_before",
                          'heldCoins', "held_coins"),
       d."created_at"
  FROM "jackpot_draws" d JOIN "seed_pairs" p ON p."moved_from" = d."seed_pair_id";--> statement-breakpoint
INSERT INTO "seeded_draws" ("source", "id", "user_id", "seed_pair_id", "nonce", "weights", "outcome", "items", "result", "created_at")
OVERRIDING SYSTEM VALUE
SELECT 'spin', d."id", d."user_id", p."id", d."nonce", d."weights", "sector", "items",
       jsonb_build_object('heldCoins', "held_coins"), d."created_at"
  FROM "spin_draws" d JOIN "seed_pairs" p ON p."moved_from" = d."seed_pair_id";--> statement-breakpoint
INSERT INTO "seeded_draws" ("source", "id", "user_id", "seed_pair_id", "nonce", "weights", "outcome", "items", "result", "created_at")
OVERRIDING SYSTEM VALUE
SELECT 'inviteSpin', d."id", d."user_id", p."id", d."nonce", d."weights", "sector",
       jsonb_build_array(jsonb_build_object('id', 2001, 'count', "amount")),
       jsonb_build_object('campaignId', "campaign_id", 'kind', "kind", 'amount', "amount", 'added', "added"),
       d."created_at"
  FROM "invite_spin_draws" d JOIN "seed_pairs" p ON p."moved_from" = d."seed_pair_id";--> statement-breakpoint
-- New draws take ids above every moved one, so (source, id) of an old draw is never reused.
SELECT setval('"seeded_draws_id_seq"', greatest(
         (SELECT coalesce(max("id"), 0) FROM "jackpot_draws"),
         (SELECT coalesce(max("id"), 0) FROM "spin_draws"),
         (SELECT coalesce(max("id"), 0) FROM "invite_spin_draws")) + 1, false);--> statement-breakpoint
ALTER TABLE "seed_pairs" DROP COLUMN "moved_from";--> statement-breakpoint
DROP TABLE "spin_draws";--> statement-breakpoint
ALTER TABLE "invite_spin_draws" DROP CONSTRAINT "invite_spin_draws_seed_pair_id_jackpot_seed_pairs_id_fk";--> statement-breakpoint
ALTER TABLE "jackpot_draws" DROP CONSTRAINT "jackpot_draws_seed_pair_id_jackpot_seed_pairs_id_fk";--> statement-breakpoint
DROP TABLE "jackpot_seed_pairs";--> statement-breakpoint
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
