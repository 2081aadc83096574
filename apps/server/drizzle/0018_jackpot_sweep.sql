-- Jackpot shares reach the pools by a sweep, not by a journal per batch (docs/decisions/017-provider-
-- wallet-and-launch.md, "Jackpot share").
--
-- A bet's journal still credits jackpot_accrual with its share. Until now the same transaction then
-- posted a second journal moving the batch's shares on to the four pools: a journal, five postings
-- and five house shard moves on every batch, about a sixth of what a batch of one to four bets costs
-- PostgreSQL. The shares now stay in jackpot_accrual, and the server's sweep
-- (modules/games/jackpot-accrual.ts) moves what the account holds to the pools about once a second,
-- split by the tiers' shares; whatever reads a pool for a draw sweeps first.

-- wallet_bets_together (0017) asks for the batch's accrual journal in its step 8: there is none now.
CREATE OR REPLACE FUNCTION wallet_jackpot_accrual_request(p_accrued jsonb[], p_first_journal bigint)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$ SELECT NULL::jsonb $$;
--> statement-breakpoint

-- The loop (0015's wallet_bet_batch, renamed by 0017), without its accrual journal: the bets, each in
-- a subtransaction of its own, then the held house legs. Answers [{"answer"} | {"refused", "reason"} |
-- {"check": true}], one per bet.
CREATE OR REPLACE FUNCTION wallet_bets_one_by_one(p_bets jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_bets)]);
  v_next record;
  v_result jsonb;
  v_message text;
  v_detail text;
BEGIN
  PERFORM ledger_hold_house_legs();
  FOR v_next IN
    SELECT e.position::int AS position, e.bet
      FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS e(bet, position)
     ORDER BY (e.bet ->> 'user')::bigint, e.position
  LOOP
    BEGIN
      v_result := wallet_bet(v_next.bet ->> 'provider',
        v_next.bet ->> 'transaction', v_next.bet ->> 'hash', (v_next.bet ->> 'user')::bigint,
        v_next.bet ->> 'round', (v_next.bet ->> 'game')::integer, (v_next.bet ->> 'amount')::bigint,
        v_next.bet -> 'contribution', v_next.bet -> 'ledger', v_next.bet -> 'stakeAt',
        nullif(v_next.bet -> 'session', 'null'::jsonb));
      v_answers[v_next.position] := jsonb_build_object('answer', v_result -> 'answer');
    EXCEPTION
      WHEN SQLSTATE 'WB001' THEN
        GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
        v_answers[v_next.position] := jsonb_build_object('refused', v_message, 'reason', nullif(v_detail, ''));
      WHEN SQLSTATE 'WB002' THEN
        v_answers[v_next.position] := '{"check": true}'::jsonb;
    END;
  END LOOP;
  PERFORM ledger_flush_house();
  RETURN to_jsonb(v_answers);
END
$$;
