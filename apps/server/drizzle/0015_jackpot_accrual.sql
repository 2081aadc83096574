-- One jackpot leg per bet (docs/decisions/017-provider-wallet-and-launch.md, "Jackpot share").
--
-- A bet's journal used to credit each of the four jackpot pools itself: six postings per bet, and
-- each posting costs an account lookup, a held house leg and a postings row. Now the bet's journal
-- credits one account, jackpot_accrual, with the whole share (seamless-wallet.service.ts:
-- betJournal), and a second journal moves what the bets of a transaction accrued to the pools, per
-- tier, in the same transaction: wallet_bet_batch posts one for the whole batch, the TypeScript path
-- one per bet. jackpot_accrual therefore holds nothing once a transaction commits; ledger:check says
-- so when it does not. The journal's key is `jackpot_accrual:journal:<id>`, the id of the first bet
-- journal whose share it moves: unique for good (journal ids come from a sequence, which a dump and
-- restore keeps; a transaction id would not be), and the same form the TypeScript path uses.
--
-- wallet_bet now answers {"answer": <the wallet answer>, "accrued": <the bet's share per tier>}; a
-- replay answers {"answer": <the stored answer>} alone, so that its share is not moved twice. Only
-- wallet_bet_batch calls it (a bet sent alone is a batch of one).

CREATE OR REPLACE FUNCTION wallet_bet(p_provider text, p_transaction text, p_hash text, p_user bigint, p_round text,
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
    RETURN jsonb_build_object('answer', v_existing.answer);
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
  RETURN jsonb_build_object('answer', v_answer, 'accrued', p_contribution);
END
$$;
--> statement-breakpoint

-- The bets, each in a subtransaction of its own, then the batch's jackpot accrual journal, then the
-- held house legs. Answers [{"answer"} | {"refused", "reason"} | {"check": true}], one per bet.
CREATE OR REPLACE FUNCTION wallet_bet_batch(p_bets jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_bets)]);
  v_next record;
  v_result jsonb;
  v_message text;
  v_detail text;
  -- The share per tier of each bet posted here with a share (replays and refusals add nothing), and
  -- the first of those bets' journal ids.
  v_accrued jsonb[] := '{}';
  v_first_journal bigint;
  v_pools jsonb;
  v_total bigint;
  v_postings jsonb;
  v_journal jsonb;
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
      IF v_result ? 'accrued' AND v_result -> 'accrued' <> '{}'::jsonb THEN
        v_accrued := v_accrued || (v_result -> 'accrued');
        v_first_journal := least(v_first_journal, (v_result -> 'answer' ->> 'journalId')::bigint);
      END IF;
    EXCEPTION
      WHEN SQLSTATE 'WB001' THEN
        GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
        v_answers[v_next.position] := jsonb_build_object('refused', v_message, 'reason', nullif(v_detail, ''));
      WHEN SQLSTATE 'WB002' THEN
        v_answers[v_next.position] := '{"check": true}'::jsonb;
    END;
  END LOOP;

  -- What the posted bets accrued, to the pools: jackpot_accrual back to zero.
  SELECT jsonb_agg(jsonb_build_object('house', 'jackpot:' || tier, 'asset', 'PHP', 'amount', amount) ORDER BY tier),
         sum(amount)
    INTO v_pools, v_total
    FROM (SELECT s.key AS tier, sum(s.value::bigint) AS amount
            FROM unnest(v_accrued) AS a(shares), jsonb_each_text(a.shares) AS s
           GROUP BY s.key) t
   WHERE amount <> 0;
  IF v_total IS NOT NULL THEN
    v_postings := jsonb_build_array(jsonb_build_object('house', 'jackpot_accrual', 'asset', 'PHP', 'amount', -v_total))
      || v_pools;
    v_journal := ledger_post('jackpot_accrual:journal:' || v_first_journal,
      encode(sha256(convert_to(v_postings::text, 'UTF8')), 'hex'), 'jackpot_accrual', v_postings,
      jsonb_build_object('bets', cardinality(v_accrued)));
    -- A key seen before would answer the stored journal and move nothing: never acceptable here.
    IF v_journal ->> 'outcome' <> 'posted' OR (v_journal ->> 'replayed')::boolean THEN
      RAISE EXCEPTION 'the jackpot accrual journal % was not posted (% %)', 'jackpot_accrual:journal:' || v_first_journal,
        v_journal ->> 'outcome', CASE WHEN (v_journal ->> 'replayed')::boolean THEN 'replayed' ELSE '' END
        USING ERRCODE = 'LG002';
    END IF;
  END IF;

  PERFORM ledger_flush_house();
  RETURN to_jsonb(v_answers);
END
$$;
