-- A batch of bets in a handful of set-based statements (docs/decisions/017-provider-wallet-and-launch.md,
-- "Bets together").
--
-- wallet_bet_batch used to run wallet_bet once per bet, each in a subtransaction of its own: about
-- fifteen statements per bet (the claim, the session, the play policy, a generic ledger_post with its
-- account look-ups and JSON answer, the counters, the round, the claim's answer), and the executor
-- start-up and PL/pgSQL glue of each cost more than the rows they wrote. Now wallet_bet_batch first
-- tries wallet_bets_together, which decides and writes for the whole batch at once, one statement per
-- step: what the claims, players and sessions decide (a replay's stored answer, the refusals of a
-- duplicate id, a rolled-back bet, an unknown player, a launch that is not the player's live session),
-- which bets the play policy must see ({"check": true}), and then the rest, written as wallet_bet
-- writes them. Each bet's answer and rows are exactly the loop's (a test runs both on the same batch
-- and compares every row they write). What it does not take — coins that do not cover all of a
-- player's stakes in the batch, an id or a round twice in the batch, a ledger request other than the
-- bet journal the wallet writes — sends the whole batch to wallet_bets_one_by_one, the loop as before,
-- so those cases keep their one implementation. wallet_bets_together then has written nothing, or it
-- undoes what it wrote (SQLSTATE WB003, or the unique violation of a key a concurrent transaction
-- stored after it looked).
--
-- Locks: the players' play-policy rows, then their coin balances, each in ascending user id, as every
-- batch takes them; house shards as ledger_write_journal takes them. The loop writes a bet's claim
-- before its locks and this function writes the claims last, so a retried bet in two batches at once
-- can deadlock them; wallet_bet_batch then lets the loop answer (see there).

-- One bet of a batch, as wallet_bets_together reads it.
CREATE TYPE wallet_batch_bet AS (
  position integer,
  provider text,
  transaction_id text,
  request_hash text,
  user_id bigint,
  round_id text,
  game_id integer,
  amount bigint,
  contribution jsonb,
  journal_key text,
  journal_hash text,
  journal_kind text,
  postings jsonb,
  metadata jsonb,
  stake_now timestamptz,
  stake_day date,
  session jsonb
);
--> statement-breakpoint

-- One posting of a bet's journal, with the account it names (NULL when there is none).
CREATE TYPE wallet_batch_leg AS (
  position integer,
  leg smallint,
  user_id bigint,
  asset text,
  amount bigint,
  account_id bigint,
  is_house boolean,
  shard_count smallint
);
--> statement-breakpoint

-- Moves a house account by `p_amount` on one of its shards and answers the shard, as
-- ledger_write_journal moves a house leg: the first shard no other transaction holds, from a start
-- that depends on the connection so that connections spread out; it waits only when every shard is
-- busy. The shard stays locked to the end of the transaction (for a zero amount too).
CREATE FUNCTION ledger_move_house_shard(p_account bigint, p_shard_count smallint, p_amount bigint)
RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  v_start int := pg_backend_pid() % p_shard_count;
  v_shard smallint;
BEGIN
  IF p_amount <> 0 THEN
    UPDATE ledger_house_shards SET balance = balance + p_amount
     WHERE account_id = p_account
       AND shard = (SELECT shard FROM ledger_house_shards
                     WHERE account_id = p_account AND shard >= v_start ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING shard INTO v_shard;
    IF NOT FOUND THEN
      UPDATE ledger_house_shards SET balance = balance + p_amount
       WHERE account_id = p_account
         AND shard = coalesce((SELECT shard FROM ledger_house_shards
                                WHERE account_id = p_account AND shard < v_start
                                ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED), v_start)
      RETURNING shard INTO v_shard;
    END IF;
    RETURN v_shard;
  END IF;
  SELECT shard INTO v_shard FROM ledger_house_shards
   WHERE account_id = p_account AND shard >= v_start ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    SELECT shard INTO v_shard FROM ledger_house_shards
     WHERE account_id = p_account
       AND shard = coalesce((SELECT shard FROM ledger_house_shards
                              WHERE account_id = p_account AND shard < v_start
                              ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED), v_start)
       FOR UPDATE;
  END IF;
  RETURN v_shard;
END
$$;
--> statement-breakpoint

-- The loop: each bet through wallet_bet in a subtransaction of its own, then the batch's jackpot
-- accrual journal, then the held house legs: wallet_bet_batch of migration 0015, renamed.
ALTER FUNCTION wallet_bet_batch(jsonb) RENAME TO wallet_bets_one_by_one;
--> statement-breakpoint

-- The journal that moves what the posted bets of a batch accrued (one {tier: share} per bet) to the
-- pools, jackpot_accrual back to zero: {key, hash, postings, metadata}, keyed by the first of those
-- bets' journal ids; NULL when nothing accrued. The same request the loop builds and posts
-- (wallet_bet_batch in migration 0015); the equivalence test compares their journals, hash included.
CREATE FUNCTION wallet_jackpot_accrual_request(p_accrued jsonb[], p_first_journal bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_pools jsonb;
  v_total bigint;
  v_postings jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('house', 'jackpot:' || tier, 'asset', 'PHP', 'amount', amount) ORDER BY tier),
         sum(amount)
    INTO v_pools, v_total
    FROM (SELECT s.key AS tier, sum(s.value::bigint) AS amount
            FROM unnest(p_accrued) AS a(shares), jsonb_each_text(a.shares) AS s
           GROUP BY s.key) t
   WHERE amount <> 0;
  IF v_total IS NULL THEN
    RETURN NULL;
  END IF;
  v_postings := jsonb_build_array(jsonb_build_object('house', 'jackpot_accrual', 'asset', 'PHP', 'amount', -v_total))
    || v_pools;
  RETURN jsonb_build_object('key', 'jackpot_accrual:journal:' || p_first_journal,
    'hash', encode(sha256(convert_to(v_postings::text, 'UTF8')), 'hex'), 'postings', v_postings,
    'metadata', jsonb_build_object('bets', cardinality(p_accrued)));
END
$$;
--> statement-breakpoint

-- The batch at once, or NULL when it cannot take it (see the top of this file); NULL means it wrote
-- nothing. Its answers are wallet_bets_one_by_one's, one per bet in the batch's order.
CREATE FUNCTION wallet_bets_together(p_bets jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_all wallet_batch_bet[];  -- every bet of the batch, in (player, position) order
  v_bets wallet_batch_bet[]; -- the bets this function writes, in the same order
  v_legs wallet_batch_leg[]; -- their postings, and the accrual journal's (position 0)
  v_answers jsonb[];         -- per position in the batch: its answer once decided
  v_total int;
  v_size int;
  v_players bigint[];        -- the players of v_bets, ascending
  v_player bigint;
  v_checked int[];           -- positions of bets the play policy must see
  v_stakes bigint[];         -- each player's stakes in the batch, in v_coin_accounts' order
  v_newcomers boolean;
  v_unfit boolean;
  v_coin_accounts bigint[];  -- the players' coin accounts, in the same order
  v_before bigint[];         -- and their balances before the batch
  v_count int;
  -- Per bet written, in (player, position) order: its journal and the player's balance after it.
  v_positions int[];
  v_journals bigint[];
  v_after bigint[];
  v_shards jsonb := '{}';    -- {"<house account id>": the shard it moved on}
  v_house record;
  v_accrued jsonb[];
  v_first_accrued bigint;
  v_accrual jsonb;
  v_accrual_journal bigint;
BEGIN
  SELECT array_agg(ROW(e.position::int, e.bet ->> 'provider', e.bet ->> 'transaction', e.bet ->> 'hash',
           (e.bet ->> 'user')::bigint, e.bet ->> 'round', (e.bet ->> 'game')::integer, (e.bet ->> 'amount')::bigint,
           e.bet -> 'contribution', e.bet -> 'ledger' ->> 'key', e.bet -> 'ledger' ->> 'hash',
           e.bet -> 'ledger' ->> 'kind', e.bet -> 'ledger' -> 'postings', e.bet -> 'ledger' -> 'metadata',
           (e.bet -> 'stakeAt' ->> 'now')::timestamptz, (e.bet -> 'stakeAt' ->> 'day')::date,
           nullif(e.bet -> 'session', 'null'::jsonb))::wallet_batch_bet
           ORDER BY (e.bet ->> 'user')::bigint, e.position),
         count(*)
    INTO v_all, v_total
    FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS e(bet, position);
  IF v_total = 0 THEN
    RETURN NULL;
  END IF;

  -- 1. What a bet's claim, player and session already decide, as wallet_bet decides it, in its order:
  --    a transaction id seen before answers its stored answer or its refusal, an unknown player or a
  --    launch that is not the player's live real-money session of the game is refused. Those bets
  --    write nothing. The others must be well formed.
  SELECT array_agg(d.answer ORDER BY d.position),
         bool_or(d.answer IS NULL AND d.unfit)
           -- The same id twice among bets not answered from a stored claim: in the loop the later one
           -- meets the earlier one's claim before its player and session are looked at.
           OR count(DISTINCT (d.provider, d.transaction_id)) FILTER (WHERE NOT d.stored)
              <> count(*) FILTER (WHERE NOT d.stored)
           OR count(DISTINCT d.journal_key) FILTER (WHERE NOT d.stored) <> count(*) FILTER (WHERE NOT d.stored)
    INTO v_answers, v_unfit
    FROM (SELECT b.position, b.provider, b.transaction_id, b.journal_key, t.kind IS NOT NULL AS stored,
                 CASE
                   WHEN t.kind = 'tombstone'
                     THEN '{"refused": "TRANSACTION_ROLLED_BACK", "reason": "A rollback for this bet came first"}'::jsonb
                   WHEN t.kind IS NOT NULL AND (t.kind <> 'bet' OR t.request_hash <> b.request_hash)
                     THEN '{"refused": "DUPLICATE_TRANSACTION",
                            "reason": "This transaction id was used for a different request"}'::jsonb
                   WHEN t.kind IS NOT NULL THEN jsonb_build_object('answer', t.answer)
                   WHEN NOT u.known THEN '{"refused": "UNKNOWN_PLAYER", "reason": null}'::jsonb
                   WHEN b.session IS NOT NULL
                        AND NOT coalesce(s.user_id = b.user_id AND s.game_id = b.game_id AND s.mode = 'real', false)
                     THEN '{"refused": "INVALID_TOKEN",
                            "reason": "This launch is not the player''s session of this game"}'::jsonb
                   WHEN b.session IS NOT NULL
                        AND (s.ended_at IS NULL
                             AND s.last_seen_at > now() - make_interval(secs => (b.session ->> 'idleSeconds')::int)) IS FALSE
                     THEN '{"refused": "TOKEN_EXPIRED", "reason": "The game session has ended"}'::jsonb
                 END AS answer,
                 jsonb_typeof(b.postings) IS DISTINCT FROM 'array' OR jsonb_typeof(b.metadata) IS DISTINCT FROM 'object'
                   OR b.journal_kind IS NULL OR length(b.journal_key) NOT BETWEEN 1 AND 255
                   OR b.amount IS NULL OR b.amount <= 0 OR b.stake_day IS NULL OR b.stake_now IS NULL
                   OR (b.contribution IS NOT NULL AND jsonb_typeof(b.contribution) <> 'object')
                   OR (b.session IS NOT NULL AND jsonb_typeof(b.session) <> 'object') AS unfit
            FROM unnest(v_all) b
                 -- Index look-ups, one per bet (LATERAL … LIMIT 1): a join could hash a whole table.
                 LEFT JOIN LATERAL (SELECT t.kind, t.request_hash, t.answer FROM game_provider_transactions t
                                     WHERE t.provider = b.provider AND t.transaction_id = b.transaction_id LIMIT 1) t ON true
                 CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM users WHERE id = b.user_id) AS known) u
                 LEFT JOIN LATERAL (SELECT s.user_id, s.game_id, s.mode, s.ended_at, s.last_seen_at FROM game_sessions s
                                     WHERE b.session IS NOT NULL AND s.token_hash = b.session ->> 'tokenHash' LIMIT 1) s ON true
         ) d;
  IF v_unfit THEN
    RETURN NULL;
  END IF;

  -- 2. The bets left: no round twice among them (the loop adds the second bet to the round the first
  --    opened); who among their players bets for the first time (has no play-policy row yet).
  SELECT array_agg(b ORDER BY b.user_id, b.position), array_agg(DISTINCT b.user_id ORDER BY b.user_id),
         count(DISTINCT (b.provider, b.round_id)) <> count(*),
         bool_or(NOT EXISTS (SELECT 1 FROM rg_players r WHERE r.user_id = b.user_id))
    INTO v_bets, v_players, v_unfit, v_newcomers
    FROM unnest(v_all) b WHERE v_answers[b.position] IS NULL;
  IF v_unfit THEN
    RETURN NULL;
  ELSIF v_bets IS NULL THEN
    RETURN to_jsonb(v_answers);
  END IF;

  -- 3. The play policy (rg_may_stake_unchecked): each player's row locked, in ascending user id (a
  --    player's first bet finds none: rg_may_stake_unchecked inserts it, before any lock is taken so
  --    that the order holds); a bet at a time of a break, or of a bet, loss or time limit in force,
  --    answers "check" and goes through the policy's own code. The limits are read by a statement
  --    that starts after the locks are held, so that it sees what a transaction holding a lock wrote
  --    (rg_may_stake_unchecked and the policy's lockPlayer work the same way).
  IF v_newcomers THEN
    FOREACH v_player IN ARRAY v_players LOOP
      PERFORM rg_may_stake_unchecked(v_player, now());
    END LOOP;
  END IF;
  SELECT count(*) INTO v_count
    FROM unnest(v_players) AS u(user_id)
         CROSS JOIN LATERAL (SELECT 1 FROM rg_players r WHERE r.user_id = u.user_id FOR UPDATE) locked;
  IF v_count <> cardinality(v_players) THEN
    RAISE EXCEPTION 'a play-policy row is missing' USING ERRCODE = 'WB003';
  END IF;
  SELECT array_agg(b.position) FILTER (
           WHERE (r.block_kind IS NOT NULL AND r.block_until > b.stake_now)
              OR EXISTS (SELECT 1 FROM rg_limits l
                          WHERE l.user_id = b.user_id AND l.kind IN ('bet', 'loss', 'time')
                            AND (CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= b.stake_now
                                      THEN l.pending_amount ELSE l.amount END) IS NOT NULL))
    INTO v_checked
    FROM unnest(v_bets) b
         -- LIMIT 1 keeps it a look-up per bet: flattened into a join, it was planned as a hash join
         -- over every player's row.
         CROSS JOIN LATERAL (SELECT r.block_kind, r.block_until FROM rg_players r
                              WHERE r.user_id = b.user_id LIMIT 1) r;
  IF v_checked IS NOT NULL THEN
    FOREACH v_count IN ARRAY v_checked LOOP
      v_answers[v_count] := '{"check": true}';
    END LOOP;
    SELECT array_agg(b ORDER BY b.user_id, b.position), array_agg(DISTINCT b.user_id ORDER BY b.user_id)
      INTO v_bets, v_players
      FROM unnest(v_bets) b WHERE b.position <> ALL (v_checked);
    IF v_bets IS NULL THEN
      RETURN to_jsonb(v_answers);
    END IF;
  END IF;
  v_size := cardinality(v_bets);

  -- 4. Every journal is the plain bet journal (seamless-wallet.service.ts: betJournal), which
  --    ledger_write_journal would post: the stake off the player's coins, to the provider's house
  --    account less the jackpot share, and the share, if any, to jackpot_accrual; every account
  --    exists, every jackpot tier has its pool. Comparing each journal's postings with the one it
  --    must be is cheaper than taking them apart.
  WITH bet AS MATERIALIZED (
    SELECT b.position, b.user_id, b.amount, b.provider, b.postings,
           coalesce((SELECT sum(c.value::bigint) FROM jsonb_each_text(b.contribution) c), 0) AS share
      FROM unnest(v_bets) b),
  house AS MATERIALIZED (
    -- The few house accounts the batch names, each looked up once.
    SELECT a.id, a.code, a.shard_count FROM ledger_accounts a
     WHERE a.holder = 'house' AND a.asset = 'PHP'
       AND a.code = ANY (SELECT DISTINCT 'provider:' || bet.provider FROM bet UNION ALL SELECT 'jackpot_accrual'))
  SELECT EXISTS (SELECT 1 FROM bet
                  WHERE bet.share < 0 OR bet.share >= bet.amount
                     OR bet.postings IS DISTINCT FROM
                        jsonb_build_array(
                          jsonb_build_object('user', bet.user_id, 'kind', 'coin', 'asset', 'PHP', 'amount', -bet.amount),
                          jsonb_build_object('house', 'provider:' || bet.provider, 'asset', 'PHP',
                                             'amount', bet.amount - bet.share))
                        || CASE WHEN bet.share > 0
                                THEN jsonb_build_array(jsonb_build_object('house', 'jackpot_accrual', 'asset', 'PHP',
                                                                          'amount', bet.share))
                                ELSE '[]'::jsonb END)
           OR EXISTS (SELECT 1 FROM unnest(v_bets) b, jsonb_object_keys(b.contribution) AS tier
                       WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a
                                          WHERE a.holder = 'house' AND a.code = 'jackpot:' || tier AND a.asset = 'PHP')),
         (SELECT array_agg(leg ORDER BY bet.user_id, bet.position, (leg).leg)
            FROM bet
                 -- One index look-up per bet (LATERAL … LIMIT 1): a join could hash every account.
                 LEFT JOIN LATERAL (SELECT a.id FROM ledger_accounts a
                                     WHERE a.holder = 'player' AND a.owner_user_id = bet.user_id AND a.kind = 'coin'
                                       AND a.asset = 'PHP' LIMIT 1) coin ON true
                 LEFT JOIN house provider ON provider.code = 'provider:' || bet.provider
                 LEFT JOIN house accrual ON accrual.code = 'jackpot_accrual'
                 CROSS JOIN LATERAL (VALUES
                   (ROW(bet.position, 1, bet.user_id, 'PHP', -bet.amount, coin.id, false, NULL)::wallet_batch_leg),
                   (ROW(bet.position, 2, NULL, 'PHP', bet.amount - bet.share, provider.id, true,
                        provider.shard_count)::wallet_batch_leg),
                   (CASE WHEN bet.share > 0
                         THEN ROW(bet.position, 3, NULL, 'PHP', bet.share, accrual.id, true,
                                  accrual.shard_count)::wallet_batch_leg END)) AS legs(leg)
           WHERE (leg).position IS NOT NULL)
    INTO v_unfit, v_legs;
  IF v_unfit OR EXISTS (SELECT 1 FROM unnest(v_legs) l WHERE l.account_id IS NULL) THEN
    RAISE EXCEPTION 'not the bet journal the wallet writes' USING ERRCODE = 'WB003';
  END IF;

  -- 5. Each player's coins cover all their stakes in the batch; their balances locked in the same
  --    order, one after the other.
  SELECT array_agg(n.account_id ORDER BY n.user_id), array_agg(n.stakes ORDER BY n.user_id)
    INTO v_coin_accounts, v_stakes
    FROM (SELECT l.user_id, l.account_id, -sum(l.amount) AS stakes
            FROM unnest(v_legs) l WHERE NOT l.is_house GROUP BY l.user_id, l.account_id) n;
  SELECT array_agg(pb.balance ORDER BY u.n), count(*) FILTER (WHERE pb.balance >= v_stakes[u.n])
    INTO v_before, v_count
    FROM unnest(v_coin_accounts) WITH ORDINALITY AS u(account_id, n)
         CROSS JOIN LATERAL (SELECT pb.balance FROM ledger_player_balances pb
                              WHERE pb.account_id = u.account_id FOR UPDATE) pb;
  IF v_count IS DISTINCT FROM cardinality(v_players) THEN
    RAISE EXCEPTION 'coins do not cover the stakes' USING ERRCODE = 'WB003';
  END IF;

  -- From here on the batch is written; a key a concurrent transaction stored first is a unique
  -- violation, a round of another player or game a short count (WB003): either undoes everything
  -- since the caller's savepoint.

  -- 6. The coins, and each bet's balance after it, in the player's order of positions.
  UPDATE ledger_player_balances pb SET balance = pb.balance - n.stakes
    FROM (SELECT l.account_id, -sum(l.amount) AS stakes FROM unnest(v_legs) l WHERE NOT l.is_house
           GROUP BY l.account_id) n
   WHERE pb.account_id = n.account_id AND pb.account_id = ANY (v_coin_accounts);

  -- 7. The journals, in the loop's order, so in the order of their ids.
  WITH journal AS (
    INSERT INTO ledger_journals (idempotency_key, request_hash, kind, status, metadata)
    SELECT b.journal_key, b.journal_hash, b.journal_kind, 'posted', b.metadata
      FROM unnest(v_bets) b ORDER BY b.user_id, b.position
    RETURNING id, idempotency_key)
  , placed AS (
    SELECT b.user_id, b.position, j.id AS journal_id,
           v_before[array_position(v_players, b.user_id)]
             - sum(b.amount) OVER (PARTITION BY b.user_id ORDER BY b.position) AS balance_after
      FROM journal j JOIN unnest(v_bets) b ON b.journal_key = j.idempotency_key)
  SELECT array_agg(p.position ORDER BY p.user_id, p.position), array_agg(p.journal_id ORDER BY p.user_id, p.position),
         array_agg(p.balance_after ORDER BY p.user_id, p.position)
    INTO v_positions, v_journals, v_after
    FROM placed p;
  IF coalesce(cardinality(v_journals), 0) <> v_size THEN
    RAISE EXCEPTION 'wallet_bets_together: % journals for % bets', cardinality(v_journals), v_size;
  END IF;

  -- 8. The jackpot shares to the pools: wallet_jackpot_accrual_request's journal, its legs at position 0.
  SELECT array_agg(b.contribution ORDER BY b.user_id, b.position),
         min(v_journals[array_position(v_positions, b.position)])
    INTO v_accrued, v_first_accrued
    FROM unnest(v_bets) b WHERE b.contribution IS NOT NULL AND b.contribution <> '{}'::jsonb;
  v_accrual := wallet_jackpot_accrual_request(coalesce(v_accrued, '{}'), v_first_accrued);
  IF v_accrual IS NOT NULL THEN
    INSERT INTO ledger_journals (idempotency_key, request_hash, kind, status, metadata)
    VALUES (v_accrual ->> 'key', v_accrual ->> 'hash', 'jackpot_accrual', 'posted', v_accrual -> 'metadata')
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_accrual_journal;
    IF v_accrual_journal IS NULL THEN
      RAISE EXCEPTION 'the jackpot accrual key was taken meanwhile' USING ERRCODE = 'WB003';
    END IF;
    SELECT v_legs || array_agg(ROW(0, l.n::smallint, NULL, 'PHP', (l.leg ->> 'amount')::bigint, a.id, true,
             a.shard_count)::wallet_batch_leg ORDER BY l.n)
      INTO v_legs
      FROM jsonb_array_elements(v_accrual -> 'postings') WITH ORDINALITY AS l(leg, n)
      JOIN ledger_accounts a ON a.holder = 'house' AND a.code = l.leg ->> 'house' AND a.asset = 'PHP';
  END IF;

  -- 9. Each house account moves once, by the sum of its legs, on a shard it then holds: the batch
  --    does what the loop's held house legs and ledger_flush_house do, without holding them.
  FOR v_house IN
    SELECT l.account_id, min(l.shard_count) AS shard_count, sum(l.amount)::bigint AS amount
      FROM unnest(v_legs) l WHERE l.is_house GROUP BY l.account_id ORDER BY l.account_id
  LOOP
    v_shards := v_shards || jsonb_build_object(v_house.account_id::text,
      ledger_move_house_shard(v_house.account_id, v_house.shard_count, v_house.amount));
  END LOOP;

  -- 10. The postings: the player's with the balance after, the house's with their shard.
  INSERT INTO ledger_postings (journal_id, leg, account_id, shard, amount, balance_after)
  SELECT CASE WHEN l.position = 0 THEN v_accrual_journal ELSE v_journals[array_position(v_positions, l.position)] END,
         l.leg, l.account_id,
         CASE WHEN l.is_house THEN (v_shards ->> l.account_id::text)::smallint END, l.amount,
         CASE WHEN NOT l.is_house THEN v_after[array_position(v_positions, l.position)] END
    FROM unnest(v_legs) l;

  -- 11. The play counters of each player's day, and what the stakes take off the wagering requirement.
  WITH counted AS (
    INSERT INTO rg_play_counters AS c (user_id, period_start, stakes, wins)
    SELECT b.user_id, b.stake_day, sum(b.amount), 0 FROM unnest(v_bets) b
     GROUP BY b.user_id, b.stake_day ORDER BY b.user_id, b.stake_day
    ON CONFLICT (user_id, period_start) DO UPDATE SET stakes = greatest(0, c.stakes + excluded.stakes))
  UPDATE wallet_players w SET wagering_remaining = greatest(0, w.wagering_remaining - s.stakes), updated_at = now()
    FROM (SELECT b.user_id, sum(b.amount) AS stakes FROM unnest(v_bets) b GROUP BY b.user_id) s
   WHERE w.user_id = s.user_id AND w.user_id = ANY (v_players) AND w.wagering_remaining > 0;

  -- 12. The rounds, and the claims with their answers.
  WITH round AS (
    INSERT INTO game_rounds AS r (provider, round_id, user_id, game_id, stake, win, balance_before, balance_after)
    SELECT b.provider, b.round_id, b.user_id, b.game_id, b.amount, 0,
           v_after[array_position(v_positions, b.position)] + b.amount, v_after[array_position(v_positions, b.position)]
      FROM unnest(v_bets) b ORDER BY b.user_id, b.position
    ON CONFLICT (provider, round_id) DO UPDATE
      SET stake = r.stake + excluded.stake, balance_after = excluded.balance_after, updated_at = now()
      WHERE r.user_id = excluded.user_id AND r.game_id = excluded.game_id
    RETURNING 1),
  claim AS (
    -- Step 1 saw no claim of these ids; one a concurrent transaction stored since is a unique violation.
    INSERT INTO game_provider_transactions
      (provider, transaction_id, kind, request_hash, user_id, round_id, game_id, amount, answer, journal_id, contribution)
    SELECT b.provider, b.transaction_id, 'bet', b.request_hash, b.user_id, b.round_id, b.game_id, b.amount,
           jsonb_build_object('status', 'OK', 'balance', v_after[array_position(v_positions, b.position)],
             'journalId', v_journals[array_position(v_positions, b.position)]),
           v_journals[array_position(v_positions, b.position)], b.contribution
      FROM unnest(v_bets) b ORDER BY b.user_id, b.position
    RETURNING 1)
  SELECT count(*) INTO v_count FROM round;
  IF v_count <> v_size THEN
    -- A round of another player or game: wallet_bet refuses that bet.
    RAISE EXCEPTION 'a round belongs to another player or game' USING ERRCODE = 'WB003';
  END IF;

  FOR v_count IN 1 .. v_size LOOP
    v_answers[v_positions[v_count]] := jsonb_build_object('answer', jsonb_build_object('status', 'OK',
      'balance', v_after[v_count], 'journalId', v_journals[v_count]));
  END LOOP;
  RETURN to_jsonb(v_answers);
END
$$;
--> statement-breakpoint

-- A batch of bets: at once when wallet_bets_together takes it, else one by one. Answers one of
-- [{"answer"} | {"refused", "reason"} | {"check": true}] per bet, in the batch's order.
CREATE FUNCTION wallet_bet_batch(p_bets jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_answers jsonb;
BEGIN
  BEGIN
    v_answers := wallet_bets_together(p_bets);
  EXCEPTION WHEN SQLSTATE 'WB003' OR unique_violation OR deadlock_detected THEN
    -- Not a batch it takes after all, or a concurrent transaction took a key first: the loop answers
    -- (a replay, a refusal). A deadlock: the fast path writes claims last, the loop first, so a retry
    -- of a bet in flight may wait on the other; rolling back releases the locks and the loop waits
    -- its turn.
    v_answers := NULL;
  END;
  RETURN coalesce(v_answers, wallet_bets_one_by_one(p_bets));
END
$$;
