-- Ledger guards and the posting function (docs/decisions/013-ledger.md). Drizzle cannot express
-- these: append-only triggers, storage parameters, and ledger_post(), the one way value moves.
-- SQLSTATEs raised here: LG001 = a malformed posting request (a bug in the caller),
-- LG002 = an attempt to change or remove ledger history.

-- Journals and postings are history: mistakes are corrected by new journals, never by edits.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: the ledger is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'LG002';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

-- A player's balance row is updated by every bet: room on each page keeps those updates HOT
-- (no index writes).
ALTER TABLE ledger_player_balances SET (fillfactor = 80);
--> statement-breakpoint

-- What ledger_post answers: the journal's outcome (posted or rejected) and its postings in leg order.
CREATE FUNCTION ledger_answer(j ledger_journals, p_replayed boolean, p_postings jsonb)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'outcome', j.status,
    'journalId', j.id,
    'createdAt', floor(extract(epoch FROM j.created_at) * 1000)::bigint,
    'replayed', p_replayed,
    'rejection', j.rejection,
    'postings', p_postings);
END
$$;
--> statement-breakpoint

-- The answer to a key seen before: its first outcome, or a conflict when the request differs.
CREATE FUNCTION ledger_replay(j ledger_journals, p_hash text)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF j.request_hash <> p_hash THEN
    RETURN jsonb_build_object('outcome', 'conflict', 'journalId', j.id);
  END IF;
  RETURN ledger_answer(j, true, coalesce(
    (SELECT jsonb_agg(
              jsonb_build_object('accountId', p.account_id, 'amount', p.amount, 'balanceAfter', p.balance_after)
              ORDER BY p.leg)
       FROM ledger_postings p
      WHERE p.journal_id = j.id),
    '[]'::jsonb));
END
$$;
--> statement-breakpoint

-- Opens a player's account with a zero balance, or finds the one a concurrent call just opened.
CREATE FUNCTION ledger_open_player_account(p_user bigint, p_kind text, p_asset text)
RETURNS ledger_accounts LANGUAGE plpgsql AS $$
DECLARE
  v_account ledger_accounts;
BEGIN
  INSERT INTO ledger_accounts (holder, kind, asset, owner_user_id)
  VALUES ('player', p_kind, p_asset, p_user)
  ON CONFLICT (owner_user_id, kind) WHERE holder = 'player' DO NOTHING
  RETURNING * INTO v_account;
  IF FOUND THEN
    INSERT INTO ledger_player_balances (account_id) VALUES (v_account.id);
  ELSE
    SELECT * INTO STRICT v_account FROM ledger_accounts
     WHERE holder = 'player' AND owner_user_id = p_user AND kind = p_kind;
  END IF;
  RETURN v_account;
END
$$;
--> statement-breakpoint

-- ledger_write_journal: writes one journal and moves the balances, in the current transaction. It is
-- the work of ledger_post and ledger_post_batch below, which set generic plans for it: every statement
-- here is a few index lookups, and the plan cache would otherwise re-plan them on every call (it does
-- for array parameters), which costs more than the work. modules/ledger/ledger.service.ts checks and
-- hashes each request first; the checks here repeat the ones that protect the invariants.
--   p_key       the idempotency key, unique per source (provider transaction id, gateway payment id…)
--   p_hash      SHA-256 of the request's canonical JSON: the same key with another hash is a conflict
--   p_kind      what happened: bet, win, deposit, claim…
--   p_postings  [{"user": 7, "kind": "coin", "asset": "PHP", "amount": -500},
--                {"house": "provider:originals", "asset": "PHP", "amount": 500}]
--               amounts are signed (positive raises the balance) and sum to zero per asset
--   p_metadata  a JSON object kept on the journal
-- It answers JSON: {outcome: posted | rejected | conflict, journalId, createdAt, replayed, rejection,
-- postings: [{accountId, amount, balanceAfter}]}.
CREATE FUNCTION ledger_write_journal(p_key text, p_hash text, p_kind text, p_postings jsonb, p_metadata jsonb)
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
  --    every shard is busy.
  FOR i IN 1 .. v_legs LOOP
    IF v_houses[i] THEN
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

  RETURN ledger_answer(v_journal, false, v_answer);
END
$$;
--> statement-breakpoint

-- ledger_post: one journal, in the caller's transaction or as one statement of its own.
CREATE FUNCTION ledger_post(p_key text, p_hash text, p_kind text, p_postings jsonb, p_metadata jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN ledger_write_journal(p_key, p_hash, p_kind, p_postings, p_metadata);
END
$$;
--> statement-breakpoint

-- ledger_post_batch: several ledger_post requests in one statement, so in one transaction with one
-- commit (group commit: modules/ledger/post-batcher.ts sends what queued while earlier batches were
-- in flight). Each request names at most one player account, at its top level as `user` and
-- `account`; requests run in ascending order of that account's id, so that concurrent batches take
-- player rows in the same fixed order as single journals. Accounts not open yet come last, as their
-- ids will be the highest, in the order of owner and kind, so that two batches opening the same
-- accounts open them in the same order too. Answers the array of ledger_post answers, in request order.
CREATE FUNCTION ledger_post_batch(p_requests jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_requests)]);
  v_next record;
BEGIN
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
  RETURN to_jsonb(v_answers);
END
$$;
