-- Group commit without hot house rows (docs/decisions/013-ledger.md, "Group commit").
--
-- A batch (ledger_post_batch, wallet_bet_batch) posts many journals in one transaction. Each journal
-- used to add its house legs to a house shard at once: the same shard row, updated again and again in
-- one transaction, grew a chain of row versions that every later update had to walk, and each update
-- ran the foreign-key check again, so a batch cost grew with the square of its size (a bet's journal
-- has five house legs: the provider and four jackpot pools). Now a batch holds its house legs back:
-- ledger_write_journal takes and locks one shard per house account at the account's first leg,
-- records the posting against that shard, and adds the amount to a sum kept in the transaction-local
-- setting ledger.held_house_legs ({"<account id>": {"shard": n, "amount": sum}}); ledger_flush_house
-- then moves each shard once. A setting changed in a subtransaction that rolls back (a refused bet) is
-- restored with it, so the sums always match the postings that stay. Single journals move their shards
-- at once, as before.

-- Starts holding house legs back for the rest of this transaction (until ledger_flush_house).
CREATE FUNCTION ledger_hold_house_legs() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('ledger.held_house_legs', '{}', true);
END
$$;
--> statement-breakpoint

-- Moves each held house shard by its sum, and stops holding legs back.
CREATE FUNCTION ledger_flush_house() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_held jsonb := nullif(current_setting('ledger.held_house_legs', true), '')::jsonb;
BEGIN
  IF v_held IS NULL THEN
    RAISE EXCEPTION 'ledger_flush_house: no house legs are held back' USING ERRCODE = 'LG001';
  END IF;
  UPDATE ledger_house_shards h SET balance = h.balance + (e.value ->> 'amount')::bigint
    FROM jsonb_each(v_held) e
   WHERE h.account_id = e.key::bigint AND h.shard = (e.value ->> 'shard')::smallint
     AND (e.value ->> 'amount')::bigint <> 0;
  PERFORM set_config('ledger.held_house_legs', '', true);
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_write_journal(p_key text, p_hash text, p_kind text, p_postings jsonb, p_metadata jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_legs int := jsonb_array_length(p_postings);
  v_leg jsonb;
  v_amount bigint;
  v_account ledger_accounts;
  v_journal ledger_journals;
  -- One element per leg, in request order:
  v_ids bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_houses boolean[] := '{}';
  v_shard_counts int[] := '{}';
  v_shards smallint[];
  v_after bigint[];
  -- The sum of the postings in each asset met so far:
  v_assets text[] := '{}';
  v_sums bigint[] := '{}';
  v_asset_index int;
  v_players int := 0;     -- how many legs are player accounts
  v_player_leg int;       -- the last of them
  v_short bigint;         -- a player account the request would overdraw
  v_start int;
  v_shard smallint;
  v_balance bigint;
  v_answer jsonb := '[]';
  -- House legs held back for ledger_flush_house (see the top of this file), or NULL.
  v_held jsonb := nullif(current_setting('ledger.held_house_legs', true), '')::jsonb;
  v_held_leg jsonb;
BEGIN
  -- 1. A key seen before answers with its first outcome, and locks nothing.
  SELECT * INTO v_journal FROM ledger_journals WHERE idempotency_key = p_key;
  IF FOUND THEN
    RETURN ledger_replay(v_journal, p_hash);
  END IF;

  -- 2. Check the request and resolve each leg to its account; a player account opens the first time
  --    a journal names it.
  IF length(p_key) NOT BETWEEN 1 AND 255 OR p_kind IS NULL OR jsonb_typeof(p_metadata) <> 'object' THEN
    RAISE EXCEPTION 'ledger_post: a key of 1 to 255 characters, a kind and a metadata object are required'
      USING ERRCODE = 'LG001';
  END IF;
  IF v_legs NOT BETWEEN 2 AND 16 THEN
    RAISE EXCEPTION 'ledger_post: a journal has 2 to 16 postings, not %', v_legs USING ERRCODE = 'LG001';
  END IF;
  FOR i IN 1 .. v_legs LOOP
    v_leg := p_postings -> (i - 1);
    v_amount := (v_leg ->> 'amount')::bigint;
    IF v_leg ? 'user' THEN
      SELECT * INTO v_account FROM ledger_accounts
       WHERE holder = 'player' AND owner_user_id = (v_leg ->> 'user')::bigint AND kind = v_leg ->> 'kind';
      IF NOT FOUND THEN
        v_account := ledger_open_player_account((v_leg ->> 'user')::bigint, v_leg ->> 'kind', v_leg ->> 'asset');
      END IF;
      IF v_account.asset <> v_leg ->> 'asset' THEN
        RAISE EXCEPTION 'ledger_post: account % holds %, not %', v_account.id, v_account.asset, v_leg ->> 'asset'
          USING ERRCODE = 'LG001';
      END IF;
      v_players := v_players + 1;
      v_player_leg := i;
    ELSE
      SELECT * INTO v_account FROM ledger_accounts
       WHERE holder = 'house' AND code = v_leg ->> 'house' AND asset = v_leg ->> 'asset';
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger_post: no house account % in %', v_leg ->> 'house', v_leg ->> 'asset'
          USING ERRCODE = 'LG001';
      END IF;
    END IF;
    IF coalesce(v_amount, 0) = 0 THEN
      RAISE EXCEPTION 'ledger_post: posting % has no amount', i USING ERRCODE = 'LG001';
    END IF;
    IF v_account.id = ANY (v_ids) THEN
      RAISE EXCEPTION 'ledger_post: account % appears twice; net its postings', v_account.id USING ERRCODE = 'LG001';
    END IF;
    v_ids := v_ids || v_account.id;
    v_amounts := v_amounts || v_amount;
    v_houses := v_houses || (v_account.holder = 'house');
    v_shard_counts := v_shard_counts || v_account.shard_count::int;
    v_asset_index := array_position(v_assets, v_account.asset);
    IF v_asset_index IS NULL THEN
      v_assets := v_assets || v_account.asset;
      v_sums := v_sums || v_amount;
    ELSE
      v_sums[v_asset_index] := v_sums[v_asset_index] + v_amount;
    END IF;
  END LOOP;
  IF NOT 0 = ALL (v_sums) THEN
    RAISE EXCEPTION 'ledger_post: postings do not sum to zero per asset' USING ERRCODE = 'LG001';
  END IF;
  v_shards := array_fill(NULL::smallint, ARRAY[v_legs]);
  v_after := array_fill(NULL::bigint, ARRAY[v_legs]);

  -- 3. Check that the players' balances cover their debits, locking their rows.
  IF v_players = 1 THEN
    -- One player row (bets, wins, deposits): move it now, if it covers the posting. The update locks it.
    UPDATE ledger_player_balances SET balance = balance + v_amounts[v_player_leg]
     WHERE account_id = v_ids[v_player_leg] AND balance + v_amounts[v_player_leg] >= 0
    RETURNING balance INTO v_balance;
    IF FOUND THEN
      v_after[v_player_leg] := v_balance;
    ELSE
      v_short := v_ids[v_player_leg];
    END IF;
  ELSIF v_players > 1 THEN
    -- Several: lock them all in ascending account order, so that journals never deadlock one another,
    -- and find one the request would overdraw. The aggregate reads (so locks) every row.
    SELECT min(b.account_id) FILTER (WHERE b.balance + v_amounts[array_position(v_ids, b.account_id)] < 0)
      INTO v_short
      FROM (SELECT account_id, balance FROM ledger_player_balances
             WHERE account_id = ANY (v_ids) ORDER BY account_id FOR UPDATE) b;
  END IF;

  -- 4. Claim the key. A concurrent call with the same key makes this wait for its commit; then the
  --    key is taken, our own uncommitted move (if any) is undone, and that call's outcome is the answer.
  --    A rejection is kept under its key like a journal.
  INSERT INTO ledger_journals (idempotency_key, request_hash, kind, status, rejection, metadata)
  VALUES (p_key, p_hash, p_kind,
          CASE WHEN v_short IS NULL THEN 'posted' ELSE 'rejected' END,
          CASE WHEN v_short IS NOT NULL
               THEN jsonb_build_object('code', 'INSUFFICIENT_BALANCE', 'accountId', v_short) END,
          p_metadata)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING * INTO v_journal;
  IF NOT FOUND THEN
    IF v_players = 1 AND v_short IS NULL THEN
      UPDATE ledger_player_balances SET balance = balance - v_amounts[v_player_leg]
       WHERE account_id = v_ids[v_player_leg];
    END IF;
    SELECT * INTO STRICT v_journal FROM ledger_journals WHERE idempotency_key = p_key;
    RETURN ledger_replay(v_journal, p_hash);
  END IF;
  IF v_short IS NOT NULL THEN
    RETURN ledger_answer(v_journal, false, '[]');
  END IF;

  -- 5. Move the other balances. A house leg takes a shard that no other transaction holds, starting
  --    from one that depends on the connection so that connections spread out; it waits only when
  --    every shard is busy. While a batch holds house legs back, the first leg of an account takes
  --    and locks its shard, and every leg of that account in the batch adds to one held sum.
  FOR i IN 1 .. v_legs LOOP
    IF v_houses[i] AND v_held IS NOT NULL THEN
      v_held_leg := v_held -> v_ids[i]::text;
      IF v_held_leg IS NULL THEN
        v_start := pg_backend_pid() % v_shard_counts[i];
        SELECT shard INTO v_shard FROM ledger_house_shards
         WHERE account_id = v_ids[i] AND shard >= v_start ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED;
        IF NOT FOUND THEN
          SELECT shard INTO v_shard FROM ledger_house_shards
           WHERE account_id = v_ids[i]
             AND shard = coalesce((SELECT shard FROM ledger_house_shards
                                    WHERE account_id = v_ids[i] AND shard < v_start
                                    ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED), v_start)
             FOR UPDATE;
        END IF;
        v_held_leg := jsonb_build_object('shard', v_shard, 'amount', 0);
      END IF;
      v_shard := (v_held_leg ->> 'shard')::smallint;
      v_held := v_held || jsonb_build_object(v_ids[i]::text, jsonb_build_object('shard', v_shard,
        'amount', (v_held_leg ->> 'amount')::bigint + v_amounts[i]));
      v_shards[i] := v_shard;
    ELSIF v_houses[i] THEN
      v_start := pg_backend_pid() % v_shard_counts[i];
      UPDATE ledger_house_shards SET balance = balance + v_amounts[i]
       WHERE account_id = v_ids[i]
         AND shard = (SELECT shard FROM ledger_house_shards
                       WHERE account_id = v_ids[i] AND shard >= v_start
                       ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING shard INTO v_shard;
      IF NOT FOUND THEN
        UPDATE ledger_house_shards SET balance = balance + v_amounts[i]
         WHERE account_id = v_ids[i]
           AND shard = coalesce((SELECT shard FROM ledger_house_shards
                                  WHERE account_id = v_ids[i] AND shard < v_start
                                  ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED), v_start)
        RETURNING shard INTO v_shard;
      END IF;
      v_shards[i] := v_shard;
    ELSIF v_players > 1 THEN
      UPDATE ledger_player_balances SET balance = balance + v_amounts[i] WHERE account_id = v_ids[i]
      RETURNING balance INTO v_balance;
      v_after[i] := v_balance;
    END IF;
    v_answer := v_answer || jsonb_build_object('accountId', v_ids[i], 'amount', v_amounts[i], 'balanceAfter', v_after[i]);
  END LOOP;

  -- 6. The postings, in request order.
  INSERT INTO ledger_postings (journal_id, leg, account_id, shard, amount, balance_after)
  SELECT v_journal.id, l.leg, l.account_id, l.shard, l.amount, l.balance_after
    FROM unnest(v_ids, v_shards, v_amounts, v_after) WITH ORDINALITY
         AS l(account_id, shard, amount, balance_after, leg);

  IF v_held IS NOT NULL THEN
    PERFORM set_config('ledger.held_house_legs', v_held::text, true);
  END IF;
  RETURN ledger_answer(v_journal, false, v_answer);
END
$$;
--> statement-breakpoint

-- ledger_post_batch, now holding house legs back.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_requests jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_requests)]);
  v_next record;
BEGIN
  PERFORM ledger_hold_house_legs();
  FOR v_next IN
    SELECT e.position::int AS position, e.request
      FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e(request, position)
     ORDER BY (SELECT a.id FROM ledger_accounts a
                WHERE a.holder = 'player' AND a.owner_user_id = (e.request ->> 'user')::bigint
                  AND a.kind = e.request ->> 'account') NULLS LAST,
              (e.request ->> 'user')::bigint, e.request ->> 'account', e.position
  LOOP
    v_answers[v_next.position] := ledger_write_journal(v_next.request ->> 'key', v_next.request ->> 'hash',
      v_next.request ->> 'kind', v_next.request -> 'postings', v_next.request -> 'metadata');
  END LOOP;
  PERFORM ledger_flush_house();
  RETURN to_jsonb(v_answers);
END
$$;
--> statement-breakpoint

-- Several bets in one statement, so in one transaction with one commit (group commit:
-- db/group-commit.ts sends the bets that queued while earlier ones were in flight). Each element of
-- p_bets holds wallet_bet's arguments by name. Each bet runs in a subtransaction of its own, so a
-- refused one is rolled back alone and the others still commit. Bets run in ascending order of
-- player id, so that concurrent batches take the players' rows in one fixed order. Answers, in
-- request order: {"answer": …} for a bet that was taken or replayed, {"refused": status, "reason": …}
-- for a refusal (WB001), {"check": true} when the play policy has something to check (WB002).
CREATE FUNCTION wallet_bet_batch(p_bets jsonb)
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
        v_next.bet -> 'contribution', v_next.bet -> 'ledger', v_next.bet -> 'stakeAt'));
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
