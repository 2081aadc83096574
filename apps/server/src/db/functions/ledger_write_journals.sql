-- The ledger's one writer (docs/decisions/013-ledger.md, 020-sql-functions-and-one-bet-path.md).
-- Every journal and posting is written here and every balance moves here: ledger_post,
-- ledger_post_batch and the bets (provider_wallet_write_bets) all call it. It writes a set of journals at once,
-- one statement per step, in the caller's transaction:
--   1. a key seen before answers its first outcome (or a conflict, when the request differs) and
--      locks nothing;
--   2. the requests are checked (SQLSTATE LG001: a malformed request, a bug in the caller);
--   3. each leg resolves to its account; a player account opens the first time a journal names it;
--   4. the player balances named are locked in ascending account order, and must cover the debits;
--   5. the journals, the player balances, one move per house account (ledger_move_house_shard, on a
--      shard no other transaction holds), and the postings.
-- A set it cannot write at once raises LG003 and has written nothing the caller keeps: the same key
-- twice, debits a balance does not cover (then the journals' order matters), or a key a concurrent
-- transaction took after step 1. One request never raises LG003, so the callers send such a set
-- again one request at a time (ledger_post_batch, provider_wallet_place_bets). For one request a shortfall is
-- a rejection, kept under its key when p_keep_rejections (a key that failed stays failed) and not
-- written at all otherwise; and a key a concurrent transaction took is that transaction's outcome
-- once it commits (the insert waits for it).
--
-- p_requests: [{key, hash, kind, postings: [{user, kind, asset, amount} | {house, asset, amount}],
-- metadata}], as modules/ledger/ledger.service.ts prepares them (prepareCall). Amounts are signed
-- (positive raises the balance) and sum to zero per asset. Answers a row per request: its position
-- in p_requests (from 1), the outcome (posted | rejected | conflict), the journal (NULL for a
-- rejection not kept), whether the key was seen before, the rejection, and the postings in leg order:
-- accounts, amounts, and each player account's balance right after it (NULL for house legs).
CREATE OR REPLACE FUNCTION ledger_write_journals(p_requests jsonb, p_keep_rejections boolean)
RETURNS TABLE (request int, outcome text, journal_id bigint, created_at timestamptz, replayed boolean,
  rejection jsonb, account_ids bigint[], amounts bigint[], balances_after bigint[])
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_seen int[];          -- positions of the requests whose key was seen before
  v_fresh int[];         -- the others, ascending
  v_repeated boolean;
  v_problem text;
  v_missing boolean;
  -- The legs of the new requests, in (position, leg) order:
  l_position int[];
  l_leg smallint[];
  l_account bigint[];
  l_asset text[];
  l_amount bigint[];
  l_house boolean[];
  l_shard_count smallint[];
  l_after bigint[];
  v_players bigint[];    -- the player accounts named, ascending; locked
  v_before bigint[];     -- their balances before
  v_short bigint;        -- the lowest account the debits would overdraw
  v_rejection jsonb;
  v_journals bigint[];   -- per new request, in v_fresh's order
  v_times timestamptz[];
  v_houses bigint[];     -- each house account named, and the shard it moved on
  v_house_shards smallint[];
  v_house record;
BEGIN
  -- 1. Keys seen before.
  SELECT array_agg(r.position::int ORDER BY r.position) FILTER (WHERE j.found),
         array_agg(r.position::int ORDER BY r.position) FILTER (WHERE NOT j.found),
         count(DISTINCT r.request ->> 'key') FILTER (WHERE NOT j.found) <> count(*) FILTER (WHERE NOT j.found)
    INTO v_seen, v_fresh, v_repeated
    FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
         CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM ledger_journals j
                                             WHERE j.idempotency_key = r.request ->> 'key') AS found) j;
  IF v_seen IS NOT NULL THEN
    RETURN QUERY SELECT * FROM ledger_replayed_journals(p_requests, v_seen);
  END IF;
  IF v_fresh IS NULL THEN
    RETURN;
  ELSIF v_repeated THEN
    RAISE EXCEPTION 'ledger_write_journals: a key twice in one set' USING ERRCODE = 'LG003';
  END IF;

  -- 2. The requests' shape.
  SELECT m.problem INTO v_problem
    FROM (SELECT r.position,
                 CASE
                   WHEN coalesce(length(r.request ->> 'key'), 0) NOT BETWEEN 1 AND 255 OR r.request ->> 'kind' IS NULL
                        OR jsonb_typeof(r.request -> 'metadata') IS DISTINCT FROM 'object'
                     THEN 'a key of 1 to 255 characters, a kind and a metadata object are required'
                   WHEN jsonb_typeof(r.request -> 'postings') IS DISTINCT FROM 'array'
                     THEN 'the postings are a list'
                   WHEN jsonb_array_length(r.request -> 'postings') NOT BETWEEN 2 AND 16
                     THEN format('a journal has 2 to 16 postings, not %s', jsonb_array_length(r.request -> 'postings'))
                 END AS problem
            FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
           WHERE r.position = ANY (v_fresh)) m
   WHERE m.problem IS NOT NULL
   ORDER BY m.position LIMIT 1;
  IF v_problem IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: %', v_problem USING ERRCODE = 'LG001';
  END IF;

  -- 3. Each leg's account: one index look-up per leg (LATERAL … LIMIT 1; a join could hash a whole
  --    table). Player accounts named for the first time open, in (player, kind) order so that two sets
  --    opening the same accounts take them in one order, and the legs are resolved again.
  FOR v_pass IN 1 .. 2 LOOP
    SELECT array_agg(x.position ORDER BY x.position, x.leg), array_agg(x.leg ORDER BY x.position, x.leg),
           array_agg(x.account ORDER BY x.position, x.leg), array_agg(x.asset ORDER BY x.position, x.leg),
           array_agg(x.amount ORDER BY x.position, x.leg), array_agg(x.house ORDER BY x.position, x.leg),
           array_agg(x.shard_count ORDER BY x.position, x.leg),
           bool_or(NOT x.house AND x.account IS NULL),
           (array_agg(x.problem ORDER BY x.position, x.leg) FILTER (WHERE x.problem IS NOT NULL))[1]
      INTO l_position, l_leg, l_account, l_asset, l_amount, l_house, l_shard_count, v_missing, v_problem
      FROM (SELECT r.position::int AS position, l.n::smallint AS leg, coalesce(p.id, h.id) AS account,
                   l.leg ->> 'asset' AS asset, (l.leg ->> 'amount')::bigint AS amount, NOT (l.leg ? 'user') AS house,
                   h.shard_count,
                   CASE
                     WHEN NOT (l.leg ? 'user') AND h.id IS NULL
                       THEN format('no house account %s in %s', l.leg ->> 'house', l.leg ->> 'asset')
                     WHEN p.id IS NOT NULL AND p.asset IS DISTINCT FROM l.leg ->> 'asset'
                       THEN format('account %s holds %s, not %s', p.id, p.asset, l.leg ->> 'asset')
                     WHEN coalesce((l.leg ->> 'amount')::bigint, 0) = 0
                       THEN format('posting %s has no amount', l.n)
                   END AS problem
              FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
                   CROSS JOIN LATERAL jsonb_array_elements(r.request -> 'postings') WITH ORDINALITY AS l(leg, n)
                   LEFT JOIN LATERAL (SELECT a.id, a.asset FROM ledger_accounts a
                                       WHERE l.leg ? 'user' AND a.holder = 'player'
                                         AND a.owner_user_id = (l.leg ->> 'user')::bigint AND a.kind = l.leg ->> 'kind'
                                       LIMIT 1) p ON true
                   LEFT JOIN LATERAL (SELECT a.id, a.shard_count FROM ledger_accounts a
                                       WHERE NOT (l.leg ? 'user') AND a.holder = 'house'
                                         AND a.code = l.leg ->> 'house' AND a.asset = l.leg ->> 'asset'
                                       LIMIT 1) h ON true
             WHERE r.position = ANY (v_fresh)) x;
    IF v_problem IS NOT NULL THEN
      RAISE EXCEPTION 'ledger_post: %', v_problem USING ERRCODE = 'LG001';
    END IF;
    EXIT WHEN NOT v_missing;
    IF v_pass = 2 THEN
      RAISE EXCEPTION 'ledger_write_journals: a player account did not open';
    END IF;
    PERFORM ledger_open_player_account(o.user_id, o.kind, o.asset)
       FROM (SELECT DISTINCT (l.leg ->> 'user')::bigint AS user_id, l.leg ->> 'kind' AS kind, l.leg ->> 'asset' AS asset
               FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
                    CROSS JOIN LATERAL jsonb_array_elements(r.request -> 'postings') AS l(leg)
              WHERE r.position = ANY (v_fresh) AND l.leg ? 'user'
              ORDER BY 1, 2) o;
  END LOOP;

  SELECT (array_agg(p.problem ORDER BY p.position))[1] INTO v_problem
    FROM (SELECT x.position, format('account %s appears twice; net its postings', x.account) AS problem
            FROM unnest(l_position, l_account) AS x(position, account)
           GROUP BY x.position, x.account HAVING count(*) > 1
          UNION ALL
          SELECT x.position, 'postings do not sum to zero per asset'
            FROM unnest(l_position, l_asset, l_amount) AS x(position, asset, amount)
           GROUP BY x.position, x.asset HAVING sum(x.amount) <> 0) p;
  IF v_problem IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: %', v_problem USING ERRCODE = 'LG001';
  END IF;

  -- 4. The player balances, locked in ascending account order (so sets never deadlock one another),
  --    cover every debit; credits are not counted, so whatever the journals' order the balances stay
  --    at zero or above.
  v_players := ARRAY(SELECT DISTINCT x.account FROM unnest(l_account, l_house) AS x(account, house)
                      WHERE NOT x.house ORDER BY 1);
  IF cardinality(v_players) > 0 THEN
    SELECT array_agg(b.balance ORDER BY b.account_id) INTO v_before
      FROM (SELECT pb.account_id, pb.balance FROM ledger_player_balances pb
             WHERE pb.account_id = ANY (v_players) ORDER BY pb.account_id FOR UPDATE) b;
    SELECT min(d.account) INTO v_short
      FROM (SELECT x.account, sum(x.amount) AS debits
              FROM unnest(l_account, l_amount, l_house) AS x(account, amount, house)
             WHERE NOT x.house AND x.amount < 0 GROUP BY x.account) d
     WHERE v_before[array_position(v_players, d.account)] + d.debits < 0;
  END IF;
  IF v_short IS NOT NULL THEN
    IF cardinality(v_fresh) > 1 THEN
      RAISE EXCEPTION 'ledger_write_journals: the balances do not cover every debit' USING ERRCODE = 'LG003';
    END IF;
    v_rejection := jsonb_build_object('code', 'INSUFFICIENT_BALANCE', 'accountId', v_short);
    IF NOT p_keep_rejections THEN
      RETURN QUERY SELECT v_fresh[1], 'rejected', NULL::bigint, now(), false, v_rejection,
        l_account, l_amount, NULL::bigint[];
      RETURN;
    END IF;
  END IF;

  -- 5. The journals, in request order (so their ids follow it). A key a concurrent transaction
  --    inserted meanwhile makes this wait for its commit, and then is skipped.
  WITH inserted AS (
    INSERT INTO ledger_journals (idempotency_key, request_hash, kind, status, rejection, metadata)
    SELECT r.request ->> 'key', r.request ->> 'hash', r.request ->> 'kind',
           CASE WHEN v_rejection IS NULL THEN 'posted' ELSE 'rejected' END, v_rejection, r.request -> 'metadata'
      FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
     WHERE r.position = ANY (v_fresh)
     ORDER BY r.position
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key, created_at)
  SELECT array_agg(i.id ORDER BY r.position), array_agg(i.created_at ORDER BY r.position)
    INTO v_journals, v_times
    FROM inserted i
         JOIN jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
           ON r.request ->> 'key' = i.idempotency_key;
  IF coalesce(cardinality(v_journals), 0) <> cardinality(v_fresh) THEN
    IF cardinality(v_fresh) > 1 THEN
      RAISE EXCEPTION 'ledger_write_journals: a key was taken meanwhile' USING ERRCODE = 'LG003';
    END IF;
    RETURN QUERY SELECT * FROM ledger_replayed_journals(p_requests, v_fresh);
    RETURN;
  END IF;
  IF v_rejection IS NOT NULL THEN
    RETURN QUERY SELECT v_fresh[1], 'rejected', v_journals[1], v_times[1], false, v_rejection,
      l_account, l_amount, NULL::bigint[];
    RETURN;
  END IF;

  -- The player balances, each by the sum of its legs; the balance after each leg runs over the legs
  -- in order.
  UPDATE ledger_player_balances pb SET balance = pb.balance + s.total
    FROM (SELECT x.account, sum(x.amount) AS total FROM unnest(l_account, l_amount, l_house) AS x(account, amount, house)
           WHERE NOT x.house GROUP BY x.account) s
   WHERE pb.account_id = s.account AND pb.account_id = ANY (v_players) AND s.total <> 0;
  SELECT array_agg(CASE WHEN NOT r.house THEN v_before[array_position(v_players, r.account)] + r.moved END
                   ORDER BY r.i)
    INTO l_after
    FROM (SELECT x.i, x.account, x.house, sum(x.amount) OVER (PARTITION BY x.account ORDER BY x.i) AS moved
            FROM unnest(l_account, l_amount, l_house) WITH ORDINALITY AS x(account, amount, house, i)) r;

  -- Each house account moves once, by the sum of its legs.
  v_houses := '{}';
  v_house_shards := '{}';
  FOR v_house IN
    SELECT x.account, min(x.shard_count) AS shard_count, sum(x.amount)::bigint AS amount
      FROM unnest(l_account, l_shard_count, l_amount, l_house) AS x(account, shard_count, amount, house)
     WHERE x.house GROUP BY x.account ORDER BY x.account
  LOOP
    v_houses := v_houses || v_house.account;
    v_house_shards := v_house_shards || ledger_move_house_shard(v_house.account, v_house.shard_count, v_house.amount);
  END LOOP;

  INSERT INTO ledger_postings (journal_id, leg, account_id, shard, amount, balance_after)
  SELECT v_journals[array_position(v_fresh, x.position)], x.leg, x.account,
         CASE WHEN x.house THEN v_house_shards[array_position(v_houses, x.account)] END, x.amount, x.after
    FROM unnest(l_position, l_leg, l_account, l_amount, l_house, l_after)
         AS x(position, leg, account, amount, house, after);

  RETURN QUERY
    SELECT x.position, 'posted', v_journals[array_position(v_fresh, x.position)],
           v_times[array_position(v_fresh, x.position)], false, NULL::jsonb,
           array_agg(x.account ORDER BY x.leg), array_agg(x.amount ORDER BY x.leg), array_agg(x.after ORDER BY x.leg)
      FROM unnest(l_position, l_leg, l_account, l_amount, l_after) AS x(position, leg, account, amount, after)
     GROUP BY x.position;
END
$$;
