-- Lighter provider bets (docs/decisions/017-provider-wallet-and-launch.md, "Measured").
--
-- 1. A bet checks its game session in its own statement. The bet route used to look the launch token
--    up in a round trip of its own before the bet (or answer it from a one-second cache, which real
--    players, who bet every few seconds, seldom hit). Now wallet_bet takes p_session,
--    {"tokenHash", "idleSeconds"} or NULL for Originals bets, and refuses the bet after the claim, so
--    that a retried bet still gets its stored answer once the session has ended:
--      INVALID_TOKEN  no session has this token, or it is not the player's real-money session of this game;
--      TOKEN_EXPIRED  the session has ended (exitGame) or saw no heartbeat for idleSeconds.
--    The same rule is game-sessions.ts: betSessionStatus, for bets through the play policy's own code.
-- 2. The play counters count days only: a week or a month is the sum of its days (rg.queries.ts:
--    playCounters), so a stake writes one counter row instead of three. Week and month rows go; the
--    day rows were always written with them, so the sums are what the rows said.

DELETE FROM "rg_play_counters" WHERE "period" <> 'day';--> statement-breakpoint
ALTER TABLE "rg_play_counters" DROP CONSTRAINT "rg_play_counters_user_id_period_period_start_pk";--> statement-breakpoint
ALTER TABLE "rg_play_counters" ADD CONSTRAINT "rg_play_counters_user_id_period_start_pk" PRIMARY KEY("user_id","period_start");--> statement-breakpoint
ALTER TABLE "rg_play_counters" DROP COLUMN "period";--> statement-breakpoint

-- The play policy's recordStake (rg.queries.ts: addStake), for the stake's Manila day.
DROP FUNCTION rg_record_stake(bigint, bigint, date, date, date);
--> statement-breakpoint
CREATE FUNCTION rg_record_stake(p_user bigint, p_stake bigint, p_day date)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rg_play_counters AS c (user_id, period_start, stakes, wins)
  VALUES (p_user, p_day, p_stake, 0)
  ON CONFLICT (user_id, period_start) DO UPDATE SET stakes = greatest(0, c.stakes + p_stake);
  UPDATE wallet_players SET wagering_remaining = greatest(0, wagering_remaining - p_stake), updated_at = now()
   WHERE user_id = p_user AND wagering_remaining > 0;
END
$$;
--> statement-breakpoint

DROP FUNCTION wallet_bet(text, text, text, bigint, text, integer, bigint, jsonb, jsonb, jsonb);
--> statement-breakpoint

CREATE FUNCTION wallet_bet(p_provider text, p_transaction text, p_hash text, p_user bigint, p_round text,
  p_game integer, p_amount bigint, p_contribution jsonb, p_ledger jsonb, p_stake_at jsonb, p_session jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_claim bigint;
  v_existing record;
  v_journal jsonb;
  v_balance bigint;
  v_round bigint;
  v_answer jsonb;
  v_session record;
BEGIN
  INSERT INTO game_provider_transactions
    (provider, transaction_id, kind, request_hash, user_id, round_id, game_id, amount, answer)
  SELECT p_provider, p_transaction, 'bet', p_hash, p_user, p_round, p_game, p_amount,
         '{"status":"PENDING","balance":0,"journalId":null}'::jsonb
   WHERE EXISTS (SELECT 1 FROM users WHERE id = p_user)
  ON CONFLICT (provider, transaction_id) DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    SELECT kind, request_hash, answer INTO v_existing
      FROM game_provider_transactions WHERE provider = p_provider AND transaction_id = p_transaction;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'UNKNOWN_PLAYER' USING ERRCODE = 'WB001';
    ELSIF v_existing.kind = 'tombstone' THEN
      RAISE EXCEPTION 'TRANSACTION_ROLLED_BACK' USING ERRCODE = 'WB001', DETAIL = 'A rollback for this bet came first';
    ELSIF v_existing.kind <> 'bet' OR v_existing.request_hash <> p_hash THEN
      RAISE EXCEPTION 'DUPLICATE_TRANSACTION' USING ERRCODE = 'WB001',
        DETAIL = 'This transaction id was used for a different request';
    END IF;
    RETURN v_existing.answer;
  END IF;

  IF p_session IS NOT NULL THEN
    SELECT coalesce(s.user_id = p_user AND s.game_id = p_game AND s.mode = 'real', false) AS ours,
           s.ended_at IS NULL AND s.last_seen_at > now() - make_interval(secs => (p_session ->> 'idleSeconds')::int) AS live
      INTO v_session FROM game_sessions s WHERE s.token_hash = p_session ->> 'tokenHash';
    IF NOT FOUND OR NOT v_session.ours THEN
      RAISE EXCEPTION 'INVALID_TOKEN' USING ERRCODE = 'WB001', DETAIL = 'This launch is not the player''s session of this game';
    ELSIF NOT v_session.live THEN
      RAISE EXCEPTION 'TOKEN_EXPIRED' USING ERRCODE = 'WB001', DETAIL = 'The game session has ended';
    END IF;
  END IF;

  IF NOT rg_may_stake_unchecked(p_user, (p_stake_at ->> 'now')::timestamptz) THEN
    RAISE EXCEPTION 'the play policy has something to check' USING ERRCODE = 'WB002';
  END IF;

  v_journal := ledger_post(p_ledger ->> 'key', p_ledger ->> 'hash', p_ledger ->> 'kind', p_ledger -> 'postings',
    p_ledger -> 'metadata');
  IF v_journal ->> 'outcome' = 'rejected' THEN
    RAISE EXCEPTION 'INSUFFICIENT_FUNDS' USING ERRCODE = 'WB001';
  ELSIF v_journal ->> 'outcome' <> 'posted' THEN
    RAISE EXCEPTION 'ledger key % was used for another journal', p_ledger ->> 'key' USING ERRCODE = 'LG002';
  END IF;
  -- The player's coin posting comes first in the request, so first in the answer.
  v_balance := (v_journal -> 'postings' -> 0 ->> 'balanceAfter')::bigint;

  PERFORM rg_record_stake(p_user, p_amount, (p_stake_at ->> 'day')::date);

  INSERT INTO game_rounds AS r (provider, round_id, user_id, game_id, stake, win, balance_before, balance_after)
  VALUES (p_provider, p_round, p_user, p_game, p_amount, 0, v_balance + p_amount, v_balance)
  ON CONFLICT (provider, round_id) DO UPDATE
    SET stake = r.stake + excluded.stake, balance_after = excluded.balance_after, updated_at = now()
    WHERE r.user_id = excluded.user_id AND r.game_id = excluded.game_id
  RETURNING id INTO v_round;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'INVALID_REQUEST' USING ERRCODE = 'WB001', DETAIL = 'This round belongs to another player or game';
  END IF;

  v_answer := jsonb_build_object('status', 'OK', 'balance', v_balance,
    'journalId', (v_journal ->> 'journalId')::bigint);
  UPDATE game_provider_transactions
     SET answer = v_answer, journal_id = (v_journal ->> 'journalId')::bigint, contribution = p_contribution
   WHERE id = v_claim;
  RETURN v_answer;
END
$$;
--> statement-breakpoint

-- wallet_bet_batch, passing each bet's session on.
CREATE OR REPLACE FUNCTION wallet_bet_batch(p_bets jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_bets)]);
  v_next record;
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
      v_answers[v_next.position] := jsonb_build_object('answer', wallet_bet(v_next.bet ->> 'provider',
        v_next.bet ->> 'transaction', v_next.bet ->> 'hash', (v_next.bet ->> 'user')::bigint,
        v_next.bet ->> 'round', (v_next.bet ->> 'game')::integer, (v_next.bet ->> 'amount')::bigint,
        v_next.bet -> 'contribution', v_next.bet -> 'ledger', v_next.bet -> 'stakeAt',
        nullif(v_next.bet -> 'session', 'null'::jsonb)));
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
