-- The ledger's one writer (docs/decisions/013-ledger.md, 020-sql-functions-and-one-bet-path.md).
-- Every journal and posting is written here and every balance moves here: ledger_post,
-- ledger_post_batch and the bets (provider_wallet_write_bets) all call it. It writes a set of journals
-- at once, in the caller's transaction, in a handful of statements (each statement of a PL/pgSQL
-- function costs tens of microseconds whatever it does, so the steps share statements):
--   1. a key seen before answers its first outcome (or a conflict, when the request differs) and
--      locks nothing; the requests' shape is checked (SQLSTATE LG001: a bug in the caller);
--   2. each leg resolves to its account (a player account opens the first time a journal names it);
--      each journal names an account once and sums to zero per asset (LG001);
--   3. the player balances named are locked in ascending account order, and must cover the debits;
--   4. the journals, the player balances, one move per house account (ledger_move_house_shard, on a
--      shard no other transaction holds), and the postings.
-- A set it cannot write at once raises LG003 and has written nothing the caller keeps: the same key
-- twice, debits a balance does not cover (then the journals' order matters), or a key a concurrent
-- transaction took after step 1. One request never raises LG003, so the callers send such a set
-- again one request at a time (ledger_post_batch, provider_wallet_place_bets). For one request a
-- shortfall is a rejection, kept under its key when p_keep_rejections (a key that failed stays failed)
-- and not written at all otherwise; and a key a concurrent transaction took is that transaction's
-- outcome once it commits (the insert waits for it).
--
-- The requests come as arrays, not as a JSON document (session 22: building a document per bet and
-- taking it apart again here was a good part of a bet's time in the database). Per request, by its
-- position (from 1): p_keys, p_hashes (ledger.service.ts: prepareCall), p_kinds, p_metadata (an
-- object). Per leg, every request's legs one after the other in ascending request order, each
-- request's in leg order: p_leg_requests (the request's position), and either a player account
-- (p_leg_users and p_leg_kinds) or a house account (p_leg_houses), p_leg_assets and p_leg_amounts
-- (signed, positive raises the balance; they sum to zero per asset). Answers a row per request,
-- unordered: its position, the outcome (posted | rejected | conflict), the journal (NULL for a
-- rejection not kept), when it was written, whether the key was seen before, the rejection, and its
-- postings in leg order: accounts, amounts, and a player account's balance right after its leg (NULL
-- for house legs); NULL arrays for a rejection or a conflict. A request's legs are a slice of the
-- leg arrays, so answering them per request costs no sort.
DROP FUNCTION IF EXISTS ledger_write_journals(jsonb, boolean);
DROP FUNCTION IF EXISTS ledger_write_journals(text[], text[], text[], jsonb[], int[], bigint[], text[], text[], text[],
  bigint[], boolean);
CREATE FUNCTION ledger_write_journals(p_keys text[], p_hashes text[], p_kinds text[], p_metadata jsonb[],
  p_leg_requests int[], p_leg_users bigint[], p_leg_kinds text[], p_leg_houses text[], p_leg_assets text[],
  p_leg_amounts bigint[], p_keep_rejections boolean)
RETURNS TABLE (request int, outcome text, journal_id bigint, created_at timestamptz, replayed boolean,
  rejection jsonb, account_ids bigint[], amounts bigint[], balances_after bigint[])
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_seen int[];          -- positions of the requests whose key was seen before
  v_fresh int[];         -- the others, ascending
  v_first int[];         -- per position: the index of its first leg
  v_last int[];          -- and of its last
  v_repeated boolean;
  v_problem text;
  v_missing boolean;
  -- Per leg, by its index in the leg arrays (NULL for the legs of a request seen before):
  l_account bigint[];
  l_shard_count smallint[];
  l_after bigint[];      -- a player leg's balance right after it
  v_short bigint;        -- the lowest account the debits would overdraw
  v_rejection jsonb;
  v_journals bigint[];   -- per position (NULL for a request seen before)
  v_times timestamptz[];
  v_count int;
  v_houses bigint[];     -- each house account named, and the shard it moved on
  v_house_shards smallint[];
BEGIN
  -- 1. Keys seen before, and the shape of the others: the leg arrays of one length, the legs of a
  --    request together and in ascending request order, 2 to 16 of them.
  SELECT array_agg(r.position ORDER BY r.position) FILTER (WHERE r.seen),
         array_agg(r.position ORDER BY r.position) FILTER (WHERE NOT r.seen),
         array_agg(r.first ORDER BY r.position), array_agg(r.last ORDER BY r.position),
         count(DISTINCT r.key) FILTER (WHERE NOT r.seen) <> count(*) FILTER (WHERE NOT r.seen),
         (array_agg(r.problem ORDER BY r.position) FILTER (WHERE NOT r.seen AND r.problem IS NOT NULL))[1]
    INTO v_seen, v_fresh, v_first, v_last, v_repeated, v_problem
    FROM (SELECT q.position::int AS position, q.key, g.first, g.last, s.seen IS NOT NULL AS seen,
                 CASE
                   WHEN coalesce(length(q.key), 0) NOT BETWEEN 1 AND 255 OR q.kind IS NULL
                        OR jsonb_typeof(q.metadata) IS DISTINCT FROM 'object'
                     THEN 'a key of 1 to 255 characters, a kind and a metadata object are required'
                   WHEN coalesce(g.legs, 0) NOT BETWEEN 2 AND 16
                     THEN format('a journal has 2 to 16 postings, not %s', coalesce(g.legs, 0))
                   WHEN g.last - g.first + 1 <> g.legs
                        OR cardinality(p_keys) <> cardinality(p_hashes) OR cardinality(p_keys) <> cardinality(p_kinds)
                        OR cardinality(p_keys) <> cardinality(p_metadata)
                        OR cardinality(p_leg_requests) <> cardinality(p_leg_users)
                        OR cardinality(p_leg_requests) <> cardinality(p_leg_kinds)
                        OR cardinality(p_leg_requests) <> cardinality(p_leg_houses)
                        OR cardinality(p_leg_requests) <> cardinality(p_leg_assets)
                        OR cardinality(p_leg_requests) <> cardinality(p_leg_amounts)
                        OR EXISTS (SELECT 1 FROM unnest(p_leg_requests[:cardinality(p_leg_requests) - 1],
                                                        p_leg_requests[2:]) AS s(a, b)
                                    WHERE s.a > s.b OR s.b > cardinality(p_keys) OR s.a < 1)
                     THEN 'the legs come in request order, one array element per leg'
                 END AS problem
            FROM unnest(p_keys, p_kinds, p_metadata) WITH ORDINALITY AS q(key, kind, metadata, position)
                 LEFT JOIN (SELECT x.request, min(x.i)::int AS first, max(x.i)::int AS last, count(*)::int AS legs
                              FROM unnest(p_leg_requests) WITH ORDINALITY AS x(request, i)
                             GROUP BY x.request) g ON g.request = q.position
                 -- An index look-up per key (LATERAL … LIMIT 1). As EXISTS, on a table never analyzed (the
                 -- benchmark's: no autovacuum) the plan cached at a connection's first call was a hashed
                 -- subplan over a sequential scan of every journal, for every set, as the table grew.
                 LEFT JOIN LATERAL (SELECT true AS seen FROM ledger_journals j WHERE j.idempotency_key = q.key
                                     LIMIT 1) s ON true
          -- Not flattened into the aggregates, so each key is looked up once, not once per use.
          OFFSET 0) r;
  IF v_seen IS NOT NULL THEN
    RETURN QUERY SELECT * FROM ledger_replayed_journals(p_keys, p_hashes, v_seen);
  END IF;
  IF v_fresh IS NULL THEN
    RETURN;
  ELSIF v_problem IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: %', v_problem USING ERRCODE = 'LG001';
  ELSIF v_repeated THEN
    RAISE EXCEPTION 'ledger_write_journals: a key twice in one set' USING ERRCODE = 'LG003';
  END IF;

  -- 2. Each leg's account: an index look-up per leg (LATERAL … LIMIT 1; a join could hash a whole
  --    table; a house account named again is remembered, Memoize), and what the legs break. Player
  --    accounts named for the first time open, in (player, kind) order so that two sets opening the
  --    same accounts take them in one order, and the legs are resolved again.
  FOR v_pass IN 1 .. 2 LOOP
    WITH leg AS MATERIALIZED (
      SELECT x.i, x.request, coalesce(p.id, h.id) AS account, x.asset, x.amount, x.user_id IS NULL AS house,
             h.shard_count, x.request <> ALL (coalesce(v_seen, '{}')) AS fresh,
             CASE
               WHEN (x.user_id IS NULL) = (x.house IS NULL) OR (x.user_id IS NOT NULL AND x.kind IS NULL)
                 THEN format('posting %s names a player account (user and kind) or a house account',
                             x.i - v_first[x.request] + 1)
               WHEN x.user_id IS NULL AND h.id IS NULL
                 THEN format('no house account %s in %s', x.house, x.asset)
               WHEN p.id IS NOT NULL AND p.asset IS DISTINCT FROM x.asset
                 THEN format('account %s holds %s, not %s', p.id, p.asset, x.asset)
               WHEN coalesce(x.amount, 0) = 0
                 THEN format('posting %s has no amount', x.i - v_first[x.request] + 1)
             END AS problem
        FROM unnest(p_leg_requests, p_leg_users, p_leg_kinds, p_leg_houses, p_leg_assets, p_leg_amounts)
               WITH ORDINALITY AS x(request, user_id, kind, house, asset, amount, i)
             LEFT JOIN LATERAL (SELECT a.id, a.asset FROM ledger_accounts a
                                 WHERE x.user_id IS NOT NULL AND x.request <> ALL (coalesce(v_seen, '{}'))
                                   AND a.holder = 'player' AND a.owner_user_id = x.user_id AND a.kind = x.kind
                                 LIMIT 1) p ON true
             LEFT JOIN LATERAL (SELECT a.id, a.shard_count FROM ledger_accounts a
                                 WHERE x.user_id IS NULL AND x.request <> ALL (coalesce(v_seen, '{}'))
                                   AND a.holder = 'house' AND a.code = x.house AND a.asset = x.asset
                                 LIMIT 1) h ON true)
    -- Every array by the leg's index: ORDER BY in each aggregate, the one order PostgreSQL promises.
    SELECT array_agg(CASE WHEN o.fresh THEN o.account END ORDER BY o.i),
           array_agg(CASE WHEN o.fresh THEN o.shard_count END ORDER BY o.i),
           bool_or(o.fresh AND NOT o.house AND o.account IS NULL),
           coalesce((array_agg(o.problem ORDER BY o.i) FILTER (WHERE o.fresh AND o.problem IS NOT NULL))[1],
                    (SELECT format('account %s appears twice; net its postings', d.account)
                       FROM leg d WHERE d.fresh AND d.account IS NOT NULL
                      GROUP BY d.request, d.account HAVING count(*) > 1 LIMIT 1),
                    (SELECT 'postings do not sum to zero per asset'
                       FROM leg s WHERE s.fresh GROUP BY s.request, s.asset HAVING sum(s.amount) <> 0 LIMIT 1))
      INTO l_account, l_shard_count, v_missing, v_problem
      FROM leg o;
    IF v_problem IS NOT NULL THEN
      RAISE EXCEPTION 'ledger_post: %', v_problem USING ERRCODE = 'LG001';
    END IF;
    EXIT WHEN NOT v_missing;
    IF v_pass = 2 THEN
      RAISE EXCEPTION 'ledger_write_journals: a player account did not open';
    END IF;
    PERFORM ledger_open_player_account(o.user_id, o.kind, o.asset)
       FROM (SELECT DISTINCT x.user_id, x.kind, x.asset
               FROM unnest(p_leg_requests, p_leg_users, p_leg_kinds, p_leg_assets) AS x(request, user_id, kind, asset)
              WHERE x.user_id IS NOT NULL AND x.request <> ALL (coalesce(v_seen, '{}'))
              ORDER BY 1, 2) o;
  END LOOP;

  -- 3. The player balances, locked in ascending account order (so sets never deadlock one another),
  --    cover every debit; credits are not counted, so whatever the journals' order the balances stay
  --    at zero or above. The same statement works out each player leg's balance after it (its
  --    account's legs run in order), for the postings.
  WITH locked AS MATERIALIZED (
    -- An index look-up per account, in ascending order (`account_id = ANY (…)` may be planned as a
    -- sequential scan on a table never analyzed).
    SELECT b.account_id, b.balance
      FROM (SELECT DISTINCT x.account FROM unnest(l_account, p_leg_users) AS x(account, user_id)
             WHERE x.account IS NOT NULL AND x.user_id IS NOT NULL ORDER BY x.account) a
           CROSS JOIN LATERAL (SELECT pb.account_id, pb.balance FROM ledger_player_balances pb
                                WHERE pb.account_id = a.account FOR UPDATE) b),
  leg AS MATERIALIZED (
    SELECT x.i, x.account, x.amount, b.balance
      FROM unnest(l_account, p_leg_users, p_leg_amounts) WITH ORDINALITY AS x(account, user_id, amount, i)
           LEFT JOIN locked b ON b.account_id = x.account AND x.user_id IS NOT NULL)
  SELECT (SELECT min(d.account) FROM (SELECT l.account, min(l.balance) + sum(l.amount) FILTER (WHERE l.amount < 0) AS left_over
                                        FROM leg l WHERE l.balance IS NOT NULL GROUP BY l.account) d
           WHERE d.left_over < 0),
         (SELECT array_agg(a.after ORDER BY a.i)
            FROM (SELECT l.i, l.balance + sum(l.amount) OVER (PARTITION BY l.account ORDER BY l.i) AS after FROM leg l) a)
    INTO v_short, l_after;
  IF v_short IS NOT NULL THEN
    IF cardinality(v_fresh) > 1 THEN
      RAISE EXCEPTION 'ledger_write_journals: the balances do not cover every debit' USING ERRCODE = 'LG003';
    END IF;
    v_rejection := jsonb_build_object('code', 'INSUFFICIENT_BALANCE', 'accountId', v_short);
    IF NOT p_keep_rejections THEN
      RETURN QUERY SELECT v_fresh[1], 'rejected', NULL::bigint, now(), false, v_rejection,
        NULL::bigint[], NULL::bigint[], NULL::bigint[];
      RETURN;
    END IF;
  END IF;

  -- 4. The journals, in request order (so their ids follow it). A key a concurrent transaction
  --    inserted meanwhile makes this wait for its commit, and then is skipped. The transaction has its
  --    id before its journals have theirs, which is what lets the projectors tell a journal still to
  --    come from one that never will (turnover_project).
  PERFORM pg_current_xact_id();
  WITH inserted AS (
    INSERT INTO ledger_journals (idempotency_key, request_hash, kind, status, rejection, metadata)
    SELECT q.key, q.hash, q.kind, CASE WHEN v_rejection IS NULL THEN 'posted' ELSE 'rejected' END, v_rejection, q.metadata
      FROM unnest(p_keys, p_hashes, p_kinds, p_metadata) WITH ORDINALITY AS q(key, hash, kind, metadata, position)
     WHERE q.position = ANY (v_fresh)
     ORDER BY q.position
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key, created_at)
  SELECT array_agg(i.id ORDER BY q.position), array_agg(i.created_at ORDER BY q.position), count(i.id)
    INTO v_journals, v_times, v_count
    FROM unnest(p_keys) WITH ORDINALITY AS q(key, position)
         LEFT JOIN inserted i ON i.idempotency_key = q.key AND q.position = ANY (v_fresh);
  IF v_count <> cardinality(v_fresh) THEN
    IF cardinality(v_fresh) > 1 THEN
      RAISE EXCEPTION 'ledger_write_journals: a key was taken meanwhile' USING ERRCODE = 'LG003';
    END IF;
    RETURN QUERY SELECT * FROM ledger_replayed_journals(p_keys, p_hashes, v_fresh);
    RETURN;
  END IF;
  IF v_rejection IS NOT NULL THEN
    RETURN QUERY SELECT v_fresh[1], 'rejected', v_journals[v_fresh[1]], v_times[v_fresh[1]], false, v_rejection,
      NULL::bigint[], NULL::bigint[], NULL::bigint[];
    RETURN;
  END IF;

  -- The player balances, each by the sum of its legs.
  UPDATE ledger_player_balances pb SET balance = pb.balance + s.total
    FROM (SELECT x.account, sum(x.amount) AS total
            FROM unnest(l_account, p_leg_users, p_leg_amounts) AS x(account, user_id, amount)
           WHERE x.account IS NOT NULL AND x.user_id IS NOT NULL GROUP BY x.account) s
   WHERE pb.account_id = s.account AND pb.account_id = ANY (l_account) AND s.total <> 0;

  -- Each house account moves once, by the sum of its legs, in ascending account order (a volatile
  -- function in the select list of a sorted query runs after the sort): one statement, not a loop.
  SELECT array_agg(m.account), array_agg(m.shard) INTO v_houses, v_house_shards
    FROM (SELECT x.account, ledger_move_house_shard(x.account, min(x.shard_count), sum(x.amount)::bigint) AS shard
            FROM unnest(l_account, l_shard_count, p_leg_users, p_leg_amounts) AS x(account, shard_count, user_id, amount)
           WHERE x.account IS NOT NULL AND x.user_id IS NULL GROUP BY x.account ORDER BY x.account) m;

  -- The postings (a house leg with the shard it moved on), and the answers.
  INSERT INTO ledger_postings (journal_id, leg, account_id, shard, amount, balance_after)
  SELECT v_journals[x.request], x.i - v_first[x.request] + 1, x.account,
         CASE WHEN x.user_id IS NULL THEN v_house_shards[array_position(v_houses, x.account)] END,
         x.amount, l_after[x.i]
    FROM unnest(p_leg_requests, l_account, p_leg_users, p_leg_amounts) WITH ORDINALITY
           AS x(request, account, user_id, amount, i)
   WHERE x.account IS NOT NULL;
  RETURN QUERY
    SELECT f.position, 'posted', v_journals[f.position], v_times[f.position], false, NULL::jsonb,
           l_account[v_first[f.position]:v_last[f.position]], p_leg_amounts[v_first[f.position]:v_last[f.position]],
           l_after[v_first[f.position]:v_last[f.position]]
      FROM unnest(v_fresh) AS f(position);
END
$$;
