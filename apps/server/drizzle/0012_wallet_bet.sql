-- A provider bet in one statement (docs/decisions/017-provider-wallet-and-launch.md, "One statement
-- per bet"). The seamless wallet's multi-statement transaction (seamless-wallet.service.ts) cost seven
-- round trips per bet; on a small machine the round trips, not the SQL, set the pace. wallet_bet does
-- the same steps in the same order (so it takes the same locks in the same order), as one statement
-- that commits on its own:
--
--   1. claim (provider, transaction id), or answer what an earlier claim under it decides;
--   2. the responsible-gaming check, in its common case only (rg_may_stake_unchecked): a player who
--      is on a break or has a bet, loss or time limit in force makes it raise WB002, and the caller
--      runs the whole bet again through the TypeScript policy, which owns those rules;
--   3. the ledger journal (ledger_post), refused when the coins do not cover the stake;
--   4. the stake counters and the wagering requirement (rg_record_stake);
--   5. the round and the stored answer.
--
-- A refusal raises WB001 with the wallet status as its message and the reason as its detail, so the
-- whole statement, claim included, is rolled back and changes nothing, as in the TypeScript path.

-- The common case of the play policy's assertMayBet: takes the player's responsible-gaming row lock
-- and answers true when there is nothing to check — no break running and no bet, loss or time limit
-- in force (modules/responsible-gaming/rg-rules.ts: effectiveAmount, activeBlock). Creates the row on
-- a player's first stake, as lockPlayer does. The limits are read by a statement that starts after
-- the lock is held, so a limit the lock's previous holder saved is seen.
CREATE FUNCTION rg_may_stake_unchecked(p_user bigint, p_now timestamptz)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_player rg_players%ROWTYPE;
BEGIN
  SELECT * INTO v_player FROM rg_players WHERE user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO rg_players (user_id) VALUES (p_user) ON CONFLICT (user_id) DO NOTHING;
    SELECT * INTO STRICT v_player FROM rg_players WHERE user_id = p_user FOR UPDATE;
  END IF;
  IF v_player.block_kind IS NOT NULL AND v_player.block_until > p_now THEN
    RETURN false;
  END IF;
  RETURN NOT EXISTS (
    SELECT 1 FROM rg_limits
     WHERE user_id = p_user AND kind IN ('bet', 'loss', 'time')
       AND (CASE WHEN pending_at IS NOT NULL AND pending_at <= p_now THEN pending_amount ELSE amount END) IS NOT NULL);
END
$$;
--> statement-breakpoint

-- The play policy's recordStake (rg.queries.ts: addStake): the stake joins the counters of the day,
-- week and month it falls in (Manila calendar dates, computed by the caller) and comes off the
-- player's remaining wagering requirement.
CREATE FUNCTION rg_record_stake(p_user bigint, p_stake bigint, p_day date, p_week date, p_month date)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rg_play_counters AS c (user_id, period, period_start, stakes, wins)
  VALUES (p_user, 'day', p_day, p_stake, 0), (p_user, 'week', p_week, p_stake, 0),
         (p_user, 'month', p_month, p_stake, 0)
  ON CONFLICT (user_id, period, period_start) DO UPDATE SET stakes = greatest(0, c.stakes + p_stake);
  UPDATE wallet_players SET wagering_remaining = greatest(0, wagering_remaining - p_stake), updated_at = now()
   WHERE user_id = p_user AND wagering_remaining > 0;
END
$$;
--> statement-breakpoint

-- p_ledger is the checked and hashed ledger_post request (ledger.service.ts: prepare); p_stake_at
-- carries the policy's clock: {"now": timestamptz, "day", "week", "month": date}. Answers the wallet
-- answer {status, balance, journalId} — the stored one for a replay.
CREATE FUNCTION wallet_bet(p_provider text, p_transaction text, p_hash text, p_user bigint, p_round text,
  p_game integer, p_amount bigint, p_contribution jsonb, p_ledger jsonb, p_stake_at jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_claim bigint;
  v_existing record;
  v_journal jsonb;
  v_balance bigint;
  v_round bigint;
  v_answer jsonb;
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

  PERFORM rg_record_stake(p_user, p_amount, (p_stake_at ->> 'day')::date, (p_stake_at ->> 'week')::date,
    (p_stake_at ->> 'month')::date);

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
