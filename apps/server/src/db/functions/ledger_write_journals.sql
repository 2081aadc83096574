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
-- p_requests: [{key, hash, kind, postings: [{user, kind, asset, amount} | {house, asset, amount}],
-- metadata}], as modules/ledger/ledger.service.ts prepares them (prepareCall). Amounts are signed
-- (positive raises the balance) and sum to zero per asset. Answers a row per posting of each request
-- (one row with no leg for a rejection or a conflict), unordered: the request's position in
-- p_requests (from 1), the outcome (posted | rejected | conflict), the journal (NULL for a rejection
-- not kept), whether the key was seen before, the rejection, and the posting: its leg (from 1), its
-- account and amount, and a player account's balance right after it (NULL for house legs). Rows, not
-- arrays per request: gathering each request's postings would cost a sort per request.
DROP FUNCTION IF EXISTS ledger_write_journals(jsonb, boolean);
CREATE FUNCTION ledger_write_journals(p_requests jsonb, p_keep_rejections boolean)
RETURNS TABLE (request int, outcome text, journal_id bigint, created_at timestamptz, replayed boolean,
  rejection jsonb, leg smallint, account_id bigint, amount bigint, balance_after bigint)
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
  l_amount bigint[];
  l_house boolean[];
  l_shard_count smallint[];
  v_players bigint[];    -- the player accounts named, ascending; locked
  v_before bigint[];     -- their balances before
  v_short bigint;        -- the lowest account the debits would overdraw
  v_rejection jsonb;
  v_journals bigint[];   -- per new request, in v_fresh's order
  v_times timestamptz[];
  v_houses bigint[] := '{}';        -- each house account named, and the shard it moved on
  v_house_shards smallint[] := '{}';
  v_house record;
BEGIN
  -- 1. Keys seen before, and the shape of the others.
  SELECT array_agg(r.position ORDER BY r.position) FILTER (WHERE r.seen),
         array_agg(r.position ORDER BY r.position) FILTER (WHERE NOT r.seen),
         count(DISTINCT r.key) FILTER (WHERE NOT r.seen) <> count(*) FILTER (WHERE NOT r.seen),
         (array_agg(r.problem ORDER BY r.position) FILTER (WHERE NOT r.seen AND r.problem IS NOT NULL))[1]
    INTO v_seen, v_fresh, v_repeated, v_problem
    FROM (SELECT e.position::int AS position, e.request ->> 'key' AS key,
                 EXISTS (SELECT 1 FROM ledger_journals j WHERE j.idempotency_key = e.request ->> 'key') AS seen,
                 CASE
                   WHEN coalesce(length(e.request ->> 'key'), 0) NOT BETWEEN 1 AND 255 OR e.request ->> 'kind' IS NULL
                        OR jsonb_typeof(e.request -> 'metadata') IS DISTINCT FROM 'object'
                     THEN 'a key of 1 to 255 characters, a kind and a metadata object are required'
                   WHEN jsonb_typeof(e.request -> 'postings') IS DISTINCT FROM 'array'
                     THEN 'the postings are a list'
                   WHEN jsonb_array_length(e.request -> 'postings') NOT BETWEEN 2 AND 16
                     THEN format('a journal has 2 to 16 postings, not %s', jsonb_array_length(e.request -> 'postings'))
                 END AS problem
            FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e(request, position)
          -- Not flattened into the aggregates, so each key is looked up once, not once per use.
          OFFSET 0) r;
  IF v_seen IS NOT NULL THEN
    RETURN QUERY SELECT * FROM ledger_replayed_journals(p_requests, v_seen);
  END IF;
  IF v_fresh IS NULL THEN
    RETURN;
  ELSIF v_problem IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: %', v_problem USING ERRCODE = 'LG001';
  ELSIF v_repeated THEN
    RAISE EXCEPTION 'ledger_write_journals: a key twice in one set' USING ERRCODE = 'LG003';
  END IF;

  -- 2. Each leg's account: one index look-up per leg (LATERAL … LIMIT 1; a join could hash a whole
  --    table), and what the legs break. Player accounts named for the first time open, in (player,
  --    kind) order so that two sets opening the same accounts take them in one order, and the legs are
  --    resolved again.
  FOR v_pass IN 1 .. 2 LOOP
    WITH leg AS MATERIALIZED (
      SELECT r.position::int AS position, l.n::smallint AS leg, coalesce(p.id, h.id) AS account,
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
        FROM unnest(v_fresh) AS r(position)
             CROSS JOIN LATERAL jsonb_array_elements(p_requests -> (r.position - 1) -> 'postings')
               WITH ORDINALITY AS l(leg, n)
             LEFT JOIN LATERAL (SELECT a.id, a.asset FROM ledger_accounts a
                                 WHERE l.leg ? 'user' AND a.holder = 'player'
                                   AND a.owner_user_id = (l.leg ->> 'user')::bigint AND a.kind = l.leg ->> 'kind'
                                 LIMIT 1) p ON true
             LEFT JOIN LATERAL (SELECT a.id, a.shard_count FROM ledger_accounts a
                                 WHERE NOT (l.leg ? 'user') AND a.holder = 'house'
                                   AND a.code = l.leg ->> 'house' AND a.asset = l.leg ->> 'asset'
                                 LIMIT 1) h ON true)
    -- Every array in (position, leg) order: ORDER BY in each aggregate, the one order PostgreSQL
    -- promises (from 16 on it sorts once for aggregates that share it).
    SELECT array_agg(o.position ORDER BY o.position, o.leg), array_agg(o.leg ORDER BY o.position, o.leg),
           array_agg(o.account ORDER BY o.position, o.leg), array_agg(o.amount ORDER BY o.position, o.leg),
           array_agg(o.house ORDER BY o.position, o.leg), array_agg(o.shard_count ORDER BY o.position, o.leg),
           bool_or(NOT o.house AND o.account IS NULL),
           coalesce((array_agg(o.problem ORDER BY o.position, o.leg) FILTER (WHERE o.problem IS NOT NULL))[1],
                    (SELECT format('account %s appears twice; net its postings', d.account)
                       FROM leg d WHERE d.account IS NOT NULL
                      GROUP BY d.position, d.account HAVING count(*) > 1 LIMIT 1),
                    (SELECT 'postings do not sum to zero per asset'
                       FROM leg s GROUP BY s.position, s.asset HAVING sum(s.amount) <> 0 LIMIT 1))
      INTO l_position, l_leg, l_account, l_amount, l_house, l_shard_count, v_missing, v_problem
      FROM leg o;
    IF v_problem IS NOT NULL THEN
      RAISE EXCEPTION 'ledger_post: %', v_problem USING ERRCODE = 'LG001';
    END IF;
    EXIT WHEN NOT v_missing;
    IF v_pass = 2 THEN
      RAISE EXCEPTION 'ledger_write_journals: a player account did not open';
    END IF;
    PERFORM ledger_open_player_account(o.user_id, o.kind, o.asset)
       FROM (SELECT DISTINCT (l.leg ->> 'user')::bigint AS user_id, l.leg ->> 'kind' AS kind, l.leg ->> 'asset' AS asset
               FROM unnest(v_fresh) AS r(position)
                    CROSS JOIN LATERAL jsonb_array_elements(p_requests -> (r.position - 1) -> 'postings') AS l(leg)
              WHERE l.leg ? 'user'
              ORDER BY 1, 2) o;
  END LOOP;

  -- 3. The player balances, locked in ascending account order (so sets never deadlock one another),
  --    cover every debit; credits are not counted, so whatever the journals' order the balances stay
  --    at zero or above.
  SELECT array_agg(b.account_id ORDER BY b.account_id), array_agg(b.balance ORDER BY b.account_id),
         min(b.account_id) FILTER (WHERE b.balance + coalesce(d.debits, 0) < 0)
    INTO v_players, v_before, v_short
    FROM (SELECT pb.account_id, pb.balance FROM ledger_player_balances pb
           WHERE pb.account_id = ANY (l_account) ORDER BY pb.account_id FOR UPDATE) b
         LEFT JOIN (SELECT x.account, sum(x.amount) AS debits
                      FROM unnest(l_account, l_amount, l_house) AS x(account, amount, house)
                     WHERE NOT x.house AND x.amount < 0 GROUP BY x.account) d ON d.account = b.account_id;
  IF v_short IS NOT NULL THEN
    IF cardinality(v_fresh) > 1 THEN
      RAISE EXCEPTION 'ledger_write_journals: the balances do not cover every debit' USING ERRCODE = 'LG003';
    END IF;
    v_rejection := jsonb_build_object('code', 'INSUFFICIENT_BALANCE', 'accountId', v_short);
    IF NOT p_keep_rejections THEN
      RETURN QUERY SELECT v_fresh[1], 'rejected', NULL::bigint, now(), false, v_rejection,
        NULL::smallint, NULL::bigint, NULL::bigint, NULL::bigint;
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
    SELECT e.request ->> 'key', e.request ->> 'hash', e.request ->> 'kind',
           CASE WHEN v_rejection IS NULL THEN 'posted' ELSE 'rejected' END, v_rejection, e.request -> 'metadata'
      FROM unnest(v_fresh) AS r(position) CROSS JOIN LATERAL (SELECT p_requests -> (r.position - 1) AS request) e
     ORDER BY r.position
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key, created_at)
  SELECT array_agg(i.id ORDER BY r.position), array_agg(i.created_at ORDER BY r.position)
    INTO v_journals, v_times
    FROM inserted i
         JOIN unnest(v_fresh) AS r(position) ON p_requests -> (r.position - 1) ->> 'key' = i.idempotency_key;
  IF coalesce(cardinality(v_journals), 0) <> cardinality(v_fresh) THEN
    IF cardinality(v_fresh) > 1 THEN
      RAISE EXCEPTION 'ledger_write_journals: a key was taken meanwhile' USING ERRCODE = 'LG003';
    END IF;
    RETURN QUERY SELECT * FROM ledger_replayed_journals(p_requests, v_fresh);
    RETURN;
  END IF;
  IF v_rejection IS NOT NULL THEN
    RETURN QUERY SELECT v_fresh[1], 'rejected', v_journals[1], v_times[1], false, v_rejection,
      NULL::smallint, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  -- The player balances, each by the sum of its legs.
  UPDATE ledger_player_balances pb SET balance = pb.balance + s.total
    FROM (SELECT x.account, sum(x.amount) AS total FROM unnest(l_account, l_amount, l_house) AS x(account, amount, house)
           WHERE NOT x.house GROUP BY x.account) s
   WHERE pb.account_id = s.account AND pb.account_id = ANY (v_players) AND s.total <> 0;

  -- Each house account moves once, by the sum of its legs.
  FOR v_house IN
    SELECT x.account, min(x.shard_count) AS shard_count, sum(x.amount)::bigint AS amount
      FROM unnest(l_account, l_shard_count, l_amount, l_house) AS x(account, shard_count, amount, house)
     WHERE x.house GROUP BY x.account ORDER BY x.account
  LOOP
    v_houses := v_houses || v_house.account;
    v_house_shards := v_house_shards || ledger_move_house_shard(v_house.account, v_house.shard_count, v_house.amount);
  END LOOP;

  -- The postings, each player leg with the balance right after it (its account's legs run in order),
  -- and the answers.
  RETURN QUERY
    WITH posting AS (
      INSERT INTO ledger_postings (journal_id, leg, account_id, shard, amount, balance_after)
      SELECT v_journals[array_position(v_fresh, x.position)], x.leg, x.account,
             CASE WHEN x.house THEN v_house_shards[array_position(v_houses, x.account)] END, x.amount,
             CASE WHEN NOT x.house
                  THEN v_before[array_position(v_players, x.account)]
                       + sum(x.amount) OVER (PARTITION BY x.account ORDER BY x.i) END
        FROM unnest(l_position, l_leg, l_account, l_amount, l_house) WITH ORDINALITY
             AS x(position, leg, account, amount, house, i)
      RETURNING journal_id, leg, account_id, amount, balance_after)
    SELECT v_fresh[array_position(v_journals, p.journal_id)], 'posted', p.journal_id,
           v_times[array_position(v_journals, p.journal_id)], false, NULL::jsonb,
           p.leg, p.account_id, p.amount, p.balance_after
      FROM posting p;
END
$$;
