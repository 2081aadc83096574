-- Decision 118: scratch cards and the lottery on the one seed-pair store and the seeded draws.
-- Every scratch card's seeds become a `scratch` pair of its player (revealed when it was scratched)
-- and its prize a seeded draw of source `scratch` under the card's id, so /fair?scratch=<id> and
-- getDrawProof find the same card; a player's committed next card seed becomes their active `scratch`
-- pair. Every lottery draw's seeds become a `lottery` pair owned by nobody, named by the draw. Players
-- without a draws, scratch or Originals pair get one now, so a read never has to write one (issue 39).
ALTER TABLE "seed_pairs" DROP CONSTRAINT "seed_pairs_owner";--> statement-breakpoint
ALTER TABLE "seed_pairs" DROP CONSTRAINT "seed_pairs_revealed";--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_owner" CHECK (case when "seed_pairs"."purpose" = 'lottery' then "seed_pairs"."user_id" is null and "seed_pairs"."demo_session_id" is null else ("seed_pairs"."user_id" is null) <> ("seed_pairs"."demo_session_id" is null) end);--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_revealed" CHECK ("seed_pairs"."active" = ("seed_pairs"."revealed_at" is null) or ("seed_pairs"."purpose" = 'scratch' and not "seed_pairs"."active"));--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD COLUMN "moved_from" bigint;--> statement-breakpoint
INSERT INTO "seed_pairs" ("purpose", "user_id", "server_seed", "server_seed_hash", "client_seed", "next_nonce", "active", "created_at", "revealed_at", "moved_from")
SELECT 'scratch', "user_id", "server_seed", "server_seed_hash", "client_seed", "nonce" + 1, false, "created_at", "scratched_at", "id"
  FROM "scratch_cards" ORDER BY "id";--> statement-breakpoint
INSERT INTO "seeded_draws" ("source", "id", "user_id", "seed_pair_id", "nonce", "weights", "outcome", "items", "created_at")
OVERRIDING SYSTEM VALUE
SELECT 'scratch', c."id", c."user_id", p."id", c."nonce",
       (SELECT jsonb_agg(("prize"->>'weight')::int ORDER BY "position")
          FROM jsonb_array_elements(c."prizes") WITH ORDINALITY AS e("prize", "position")),
       c."prize_index", c."prize", c."created_at"
  FROM "scratch_cards" c JOIN "seed_pairs" p ON p."purpose" = 'scratch' AND p."moved_from" = c."id";--> statement-breakpoint
-- New draws take ids above every card's, so a new card's id (its draw's) is never an old card's.
SELECT setval('"seeded_draws_id_seq"', greatest(
         (SELECT coalesce(max("id"), 0) FROM "seeded_draws"),
         (SELECT "last_value" FROM "seeded_draws_id_seq")) + 1, false);--> statement-breakpoint
INSERT INTO "seed_pairs" ("purpose", "user_id", "server_seed", "server_seed_hash", "client_seed")
SELECT 'scratch', "user_id", "next_server_seed", encode(sha256(convert_to("next_server_seed", 'UTF8')), 'hex'), ''
  FROM "diamond_players" WHERE "next_server_seed" IS NOT NULL ORDER BY "user_id";--> statement-breakpoint
INSERT INTO "seed_pairs" ("purpose", "server_seed", "server_seed_hash", "client_seed", "next_nonce", "active", "created_at", "revealed_at", "moved_from")
SELECT 'lottery', "server_seed", "server_seed_hash", coalesce("client_seed", ''),
       CASE WHEN "state" = 'drawn' THEN 1 ELSE 0 END, "state" <> 'drawn', "created_at",
       CASE WHEN "state" = 'drawn' THEN coalesce("drawn_at", "draw_at") END, "id"
  FROM "lottery_draws" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "seed_pair_id" bigint;--> statement-breakpoint
UPDATE "lottery_draws" d SET "seed_pair_id" = p."id"
  FROM "seed_pairs" p WHERE p."purpose" = 'lottery' AND p."moved_from" = d."id";--> statement-breakpoint
ALTER TABLE "lottery_draws" ALTER COLUMN "seed_pair_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" DROP COLUMN "moved_from";--> statement-breakpoint
-- A player with no pair of a purpose gets one (64 hex characters from gen_random_uuid's strong random bytes).
INSERT INTO "seed_pairs" ("purpose", "user_id", "server_seed", "server_seed_hash", "client_seed")
SELECT "purpose", "user_id", "seed", encode(sha256(convert_to("seed", 'UTF8')), 'hex'),
       CASE WHEN "purpose" = 'scratch' THEN '' ELSE substr(replace(gen_random_uuid()::text, '-', ''), 1, 20) END
  FROM (SELECT u."id" AS "user_id", k."purpose",
               replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') AS "seed"
          FROM "users" u CROSS JOIN (VALUES ('draws'), ('scratch'), ('originals')) AS k("purpose")
         WHERE NOT EXISTS (SELECT 1 FROM "seed_pairs" s
                            WHERE s."user_id" = u."id" AND s."purpose" = k."purpose" AND s."active")) AS missing
 ORDER BY "user_id", "purpose";--> statement-breakpoint
ALTER TABLE "diamond_players" DROP COLUMN "next_server_seed";--> statement-breakpoint
ALTER TABLE "scratch_cards" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "scratch_cards" DROP COLUMN "server_seed";--> statement-breakpoint
ALTER TABLE "scratch_cards" DROP COLUMN "server_seed_hash";--> statement-breakpoint
ALTER TABLE "scratch_cards" DROP COLUMN "client_seed";--> statement-breakpoint
ALTER TABLE "scratch_cards" DROP COLUMN "nonce";--> statement-breakpoint
ALTER TABLE "scratch_cards" DROP COLUMN "prize_index";--> statement-breakpoint
ALTER TABLE "lottery_draws" DROP COLUMN "server_seed";--> statement-breakpoint
ALTER TABLE "lottery_draws" DROP COLUMN "server_seed_hash";--> statement-breakpoint
ALTER TABLE "lottery_draws" DROP COLUMN "client_seed";
