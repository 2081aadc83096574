-- A set of provider bets, decided and written together, one statement per step
-- (docs/decisions/020-sql-functions-and-one-bet-path.md). This is the one implementation of a bet:
-- provider_wallet_place_bets calls it for a batch, and again for each bet alone when the batch is one it
-- cannot write at once; the seamless wallet's TypeScript calls provider_wallet_place_bets too.
--
-- p_bets: [{provider, transaction, hash, user, round, game, amount, contribution, stakeAt, session,
-- policy}], as modules/provider-wallet/place-bet.ts builds them:
--   hash          the bet request's hash (wallet-rules.ts: requestHash), kept on the claim and as the
--                 journal's request hash;
--   contribution  the jackpot's share of the stake per tier ({tier: coins}, those above zero), or null;
--   stakeAt  {now, day}: the play policy's clock, the instant and the Manila day the stake counts in;
--   session  {tokenHash, idleSeconds} for an outside provider's bet, or null (Panalo Originals);
--   policy   how the play policy sees the bet: "sql" — this function checks the common case (no
--            break running, no bet, loss or time limit in force) and answers {"check": true} for the
--            others; "caller" — answer {"check": true} for any new bet; "checked" — the caller has
--            run the policy itself, holds the player's play-policy row and counts the stake itself.
-- Answers, per bet in the set's order: {"answer": {status, balance, journalId}, "written": true} (taken
-- now), {"answer": …} (a replay's stored answer), {"refused": status, "reason": text} (nothing
-- written; with "stored": true, the refusal stored under the id earlier), or {"check": true}.
--
-- Steps: (1) what a bet's claim, player and session already decide: a transaction id seen before
-- answers its stored answer or a refusal, an unknown player or a launch that is not the player's live
-- real-money session of the game is refused; (2) the play policy; (3) the journals, through
-- ledger_write_journals; (4) the stake counters; (5) the rounds (a round of another player or game
-- refuses the bet) and the claims with their answers.
--
-- A bet's journal is built here from the bet (session 26: sent as a prepared JSON document per bet,
-- it was about a third of the bytes to parse and the unpacking of its legs a good part of step 3):
-- key provider:<provider>:<transaction>, kind bet, metadata {provider, round, game}, request hash the
-- bet's, and the legs: the stake off the player's coins, the stake less the jackpot share to the
-- provider's house account provider:<provider>, and the share to jackpot_accrual (from which the
-- jackpot sweep moves it to the pools); a leg of no amount is left out.
--
-- A set it cannot write at once raises, and the caller's savepoint undoes what it wrote: WB003 for the
-- same id or round twice, a round of another player or game, or a claim a concurrent transaction
-- stored after step 1; LG003 from the ledger when coins do not cover all of a player's stakes. A bet
-- alone raises WB003 only for a concurrent store (once more then sees it), and WB001 (status as
-- message, reason as detail) for a refusal found after it began to write — coins that do not cover
-- it, a round of another player or game — so that its savepoint undoes everything, the play-policy
-- row a first bet makes included.
--
-- Locks: the players' play-policy rows, then (in ledger_write_journals) their coins, each in
-- ascending player order.
--
-- Step 1 reads each bet out of p_bets once, into arrays by position that the later steps index
-- (session 22: taking the bets out of the document again in every step, and building a document of
-- their journals for the ledger to take apart, cost more than writing them).
CREATE OR REPLACE FUNCTION provider_wallet_write_bets(p_bets jsonb)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_answers jsonb[];
  v_unfit boolean;
  v_repeated boolean;
  -- Per bet, by its position in p_bets:
  b_user bigint[];
  b_amount bigint[];
  b_policy text[];
  b_now timestamptz[];
  b_day date[];
  b_provider text[];
  b_transaction text[];
  b_hash text[];
  b_round text[];
  b_game int[];
  b_contribution jsonb[];
  b_contributed bigint[];  -- the jackpot share in all
  v_positions int[];   -- the bets still to write, in (player, position) order
  v_players bigint[];  -- the players whose play-policy rows this function locks, ascending
  v_player bigint;
  v_checked int[];
  v_position int;
  v_outcomes text[];   -- per bet written, in v_positions' order: the ledger's outcome,
  v_journals bigint[]; -- the journal,
  v_after bigint[];    -- and the player's coins after the stake
  v_replayed boolean;
  v_stake_users bigint[];
  v_stake_days date[];
  v_stake_amounts bigint[];
  v_count int;
BEGIN
  -- 1. What the claims, players, sessions and rounds decide. Index look-ups, one per bet
  --    (LATERAL … LIMIT 1): a join could hash a whole table.
  SELECT array_agg(d.answer ORDER BY d.position),
         bool_or(d.unfit),
         -- The same id twice among bets not answered from a stored claim, or the same round twice
         -- among bets to write: alone, the later one meets what the earlier one wrote.
         count(DISTINCT (d.provider, d.transaction_id)) FILTER (WHERE NOT d.stored)
           <> count(*) FILTER (WHERE NOT d.stored)
         OR count(DISTINCT (d.provider, d.round_id)) FILTER (WHERE d.answer IS NULL)
           <> count(*) FILTER (WHERE d.answer IS NULL),
         -- The bets to write, in (player, position) order, and the players whose play policy is left
         -- to this function.
         coalesce(array_agg(d.position ORDER BY d.user_id, d.position) FILTER (WHERE d.answer IS NULL), '{}'),
         coalesce(array_agg(DISTINCT d.user_id ORDER BY d.user_id) FILTER (WHERE d.answer IS NULL AND d.policy = 'sql'),
                  '{}'),
         array_agg(d.user_id ORDER BY d.position), array_agg(d.amount ORDER BY d.position),
         array_agg(d.policy ORDER BY d.position), array_agg(d.stake_now ORDER BY d.position),
         array_agg(d.stake_day ORDER BY d.position), array_agg(d.provider ORDER BY d.position),
         array_agg(d.transaction_id ORDER BY d.position), array_agg(d.hash ORDER BY d.position),
         array_agg(d.round_id ORDER BY d.position), array_agg(d.game_id ORDER BY d.position),
         array_agg(d.contribution ORDER BY d.position), array_agg(d.contributed ORDER BY d.position)
    INTO v_answers, v_unfit, v_repeated, v_positions, v_players, b_user, b_amount, b_policy, b_now, b_day, b_provider, b_transaction,
         b_hash, b_round, b_game, b_contribution, b_contributed
    FROM (SELECT e.position, e.provider, e.transaction_id, e.round_id, e.user_id, e.amount, e.policy, e.hash,
                 e.game_id, e.contribution, c.contributed,
                 CASE WHEN e.policy = 'sql' THEN (e.bet -> 'stakeAt' ->> 'now')::timestamptz END AS stake_now,
                 (e.bet -> 'stakeAt' ->> 'day')::date AS stake_day,
                 t.kind IS NOT NULL AS stored,
                 CASE
                   WHEN t.kind = 'tombstone'
                     THEN '{"refused": "TRANSACTION_ROLLED_BACK", "reason": "A rollback for this bet came first"}'::jsonb
                   -- A refusal is the id's outcome for ever (docs/decisions/060-a-refusal-is-final.md).
                   WHEN t.kind = 'refused' AND t.request_hash = e.hash
                     THEN jsonb_build_object('refused', t.answer ->> 'status', 'reason', t.answer ->> 'reason',
                                             'stored', true)
                   WHEN t.kind IS NOT NULL AND (t.kind <> 'bet' OR t.request_hash <> e.hash)
                     THEN '{"refused": "DUPLICATE_TRANSACTION",
                            "reason": "This transaction id was used for a different request"}'::jsonb
                   WHEN t.kind IS NOT NULL THEN jsonb_build_object('answer', t.answer)
                   WHEN u.known IS NULL THEN '{"refused": "UNKNOWN_PLAYER", "reason": null}'::jsonb
                   WHEN jsonb_typeof(e.bet -> 'session') = 'object'
                        AND NOT coalesce(s.user_id = e.user_id AND s.game_id = e.game_id AND s.mode = 'real', false)
                     THEN '{"refused": "INVALID_TOKEN",
                            "reason": "This launch is not the player''s session of this game"}'::jsonb
                   WHEN jsonb_typeof(e.bet -> 'session') = 'object'
                        AND (s.ended_at IS NULL AND s.last_seen_at
                               > now() - make_interval(secs => (e.bet -> 'session' ->> 'idleSeconds')::int)) IS NOT TRUE
                     THEN '{"refused": "TOKEN_EXPIRED", "reason": "The game session has ended"}'::jsonb
                   WHEN e.policy = 'caller' THEN '{"check": true}'::jsonb
                 END AS answer,
                 e.amount IS NULL OR e.amount <= 0
                   OR e.policy IS NULL OR e.policy NOT IN ('sql', 'caller', 'checked')
                   OR (e.policy = 'sql' AND (e.bet -> 'stakeAt' ->> 'day') IS NULL)
                   OR e.provider IS NULL OR e.transaction_id IS NULL OR e.round_id IS NULL OR e.game_id IS NULL
                   OR e.hash IS NULL OR c.contributed IS NULL OR c.contributed NOT BETWEEN 0 AND e.amount AS unfit
            FROM (SELECT e.position::int AS position, e.bet, e.bet ->> 'provider' AS provider,
                         e.bet ->> 'transaction' AS transaction_id, e.bet ->> 'round' AS round_id,
                         (e.bet ->> 'user')::bigint AS user_id, (e.bet ->> 'amount')::bigint AS amount,
                         e.bet ->> 'policy' AS policy, e.bet ->> 'hash' AS hash, (e.bet ->> 'game')::integer AS game_id,
                         nullif(e.bet -> 'contribution', 'null'::jsonb) AS contribution
                    FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS e(bet, position)) e
                 -- The shares in all (NULL, so unfit, for shares that are not an object of whole
                 -- numbers of coins, none below zero).
                 CROSS JOIN LATERAL (
                   SELECT CASE
                            WHEN e.contribution IS NULL THEN 0
                            WHEN jsonb_typeof(e.contribution) = 'object'
                              THEN (SELECT CASE WHEN coalesce(bool_and(jsonb_typeof(t.value) = 'number'
                                                                       AND t.value::numeric = trunc(t.value::numeric)
                                                                       AND t.value::numeric >= 0), true)
                                                  THEN coalesce(sum(t.value::numeric), 0) END
                                      FROM jsonb_each(e.contribution) AS t)
                          END::bigint AS contributed) c
                 LEFT JOIN LATERAL (SELECT t.kind, t.request_hash, t.answer FROM game_provider_transactions t
                                     WHERE t.provider = e.provider AND t.transaction_id = e.transaction_id
                                     LIMIT 1) t ON true
                 LEFT JOIN LATERAL (SELECT true AS known FROM users WHERE id = e.user_id LIMIT 1) u ON true
                 LEFT JOIN LATERAL (SELECT s.user_id, s.game_id, s.mode, s.ended_at, s.last_seen_at FROM game_sessions s
                                     WHERE jsonb_typeof(e.bet -> 'session') = 'object'
                                       AND s.token_hash = e.bet -> 'session' ->> 'tokenHash' LIMIT 1) s ON true
         ) d;
  IF v_unfit THEN
    RAISE EXCEPTION 'provider_wallet_write_bets: a malformed bet' USING ERRCODE = 'WB004';
  ELSIF v_repeated THEN
    RAISE EXCEPTION 'provider_wallet_write_bets: an id or a round twice in one set' USING ERRCODE = 'WB003';
  END IF;
  IF cardinality(v_positions) = 0 THEN
    RETURN to_jsonb(v_answers);
  END IF;

  -- 2. The play policy's common case, for the bets that leave it to this function: each player's
  --    play-policy row locked in ascending player order (a player's first stake makes it; then every
  --    row is taken one after the other, so that the order holds); a bet at a time of a break, or of
  --    a bet, loss or time limit in force, answers {"check": true} and goes through the policy's own
  --    code. The limits are read by a statement that starts once the locks are held, so a limit the
  --    previous holder saved is seen (as the policy's lockPlayer does).
  IF cardinality(v_players) > 0 THEN
    -- Counted by index look-ups (LATERAL … LIMIT 1): as an anti-join the planner would hash every
    -- player's row, and `user_id = ANY (…)` was a sequential scan of them on a table never analyzed.
    IF (SELECT count(*) FROM unnest(v_players) AS u(user_id)
               CROSS JOIN LATERAL (SELECT 1 FROM rg_players r WHERE r.user_id = u.user_id LIMIT 1) r)
       < cardinality(v_players) THEN
      FOREACH v_player IN ARRAY v_players LOOP
        INSERT INTO rg_players (user_id) VALUES (v_player) ON CONFLICT (user_id) DO NOTHING;
        PERFORM 1 FROM rg_players r WHERE r.user_id = v_player FOR UPDATE;
      END LOOP;
    ELSE
      -- A look-up per player, in ascending order (`user_id = ANY (…)` was a sequential scan).
      PERFORM 1 FROM unnest(v_players) AS u(user_id)
                     CROSS JOIN LATERAL (SELECT 1 FROM rg_players r WHERE r.user_id = u.user_id FOR UPDATE) locked;
    END IF;
    SELECT array_agg(p.position) INTO v_checked
      FROM unnest(v_positions) AS p(position)
           -- LIMIT 1 keeps it a look-up per bet: flattened into a join, it was planned as a hash join.
           CROSS JOIN LATERAL (SELECT r.block_kind, r.block_until FROM rg_players r
                                WHERE r.user_id = b_user[p.position] LIMIT 1) r
     WHERE b_policy[p.position] = 'sql'
       AND ((r.block_kind IS NOT NULL AND r.block_until > b_now[p.position])
            OR EXISTS (SELECT 1 FROM rg_limits l
                        WHERE l.user_id = b_user[p.position] AND l.kind IN ('bet', 'loss', 'time')
                          AND (CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= b_now[p.position]
                                    THEN l.pending_amount ELSE l.amount END) IS NOT NULL));
    IF v_checked IS NOT NULL THEN
      FOREACH v_position IN ARRAY v_checked LOOP
        v_answers[v_position] := '{"check": true}';
      END LOOP;
      v_positions := ARRAY(SELECT p.position FROM unnest(v_positions) WITH ORDINALITY AS p(position, i)
                            WHERE p.position <> ALL (v_checked) ORDER BY p.i);
      IF cardinality(v_positions) = 0 THEN
        RETURN to_jsonb(v_answers);
      END IF;
    END IF;
  END IF;

  -- 3. The journals, in (player, position) order, as the ledger's arrays: request i is the bet at
  --    v_positions[i]. The first leg of each takes the stake off the player's coins (checked there,
  --    before anything is written): the coins after it are the bet's balance.
  SELECT array_agg(w.outcome ORDER BY w.request), array_agg(w.journal_id ORDER BY w.request),
         array_agg(w.balances_after[1] ORDER BY w.request), bool_or(w.replayed),
         min(r.stake_users), min(r.stake_days), min(r.stake_amounts)
    INTO v_outcomes, v_journals, v_after, v_replayed, v_stake_users, v_stake_days, v_stake_amounts
    FROM (SELECT array_agg('provider:' || b_provider[p.position] || ':' || b_transaction[p.position] ORDER BY p.i) AS keys,
                 array_agg(b_hash[p.position] ORDER BY p.i) AS hashes,
                 array_fill('bet'::text, ARRAY[cardinality(v_positions)]) AS kinds,
                 array_agg(jsonb_build_object('provider', b_provider[p.position], 'round', b_round[p.position],
                                              'game', b_game[p.position]) ORDER BY p.i) AS metadata,
                 -- The stakes the play policy left to this function (step 4), in any order.
                 array_agg(b_user[p.position]) FILTER (WHERE b_policy[p.position] = 'sql') AS stake_users,
                 array_agg(b_day[p.position]) FILTER (WHERE b_policy[p.position] = 'sql') AS stake_days,
                 array_agg(b_amount[p.position]) FILTER (WHERE b_policy[p.position] = 'sql') AS stake_amounts
            FROM unnest(v_positions) WITH ORDINALITY AS p(position, i)) r
         CROSS JOIN (
           SELECT array_agg(p.i::int ORDER BY p.i, l.n) AS requests,
                  array_agg(l.user_id ORDER BY p.i, l.n) AS users,
                  array_agg(l.kind ORDER BY p.i, l.n) AS leg_kinds,
                  array_agg(l.house ORDER BY p.i, l.n) AS houses,
                  array_fill('PHP'::text, ARRAY[count(*)::int]) AS assets,
                  array_agg(l.amount ORDER BY p.i, l.n) AS amounts
             FROM unnest(v_positions) WITH ORDINALITY AS p(position, i)
                  CROSS JOIN LATERAL (VALUES
                    (1, b_user[p.position], 'coin', NULL, -b_amount[p.position]),
                    (2, NULL, NULL, 'provider:' || b_provider[p.position], b_amount[p.position] - b_contributed[p.position]),
                    (3, NULL, NULL, 'jackpot_accrual', b_contributed[p.position])) AS l(n, user_id, kind, house, amount)
            WHERE l.amount <> 0) j
         CROSS JOIN LATERAL ledger_write_journals(r.keys, r.hashes, r.kinds, r.metadata, j.requests, j.users,
                                                  j.leg_kinds, j.houses, j.assets, j.amounts, false) w;
  IF v_replayed THEN
    -- Step 1 saw no claim, yet the journal exists: a concurrent transaction stored this bet meanwhile.
    RAISE EXCEPTION 'provider_wallet_write_bets: a bet was stored meanwhile' USING ERRCODE = 'WB003';
  ELSIF 'rejected' = ANY (v_outcomes) THEN
    RAISE EXCEPTION 'INSUFFICIENT_FUNDS' USING ERRCODE = 'WB001';
  END IF;

  -- 4. The stakes the policy left to this function count in the players' day (the play limits; wagering is the projector's).
  IF v_stake_users IS NOT NULL THEN
    PERFORM rg_record_stakes(v_stake_users, v_stake_days, v_stake_amounts);
  END IF;

  -- 5. The rounds (a bet on a round the player already has adds to it), and the claims with their
  --    answers. A round or claim a concurrent transaction stored since step 1 makes a short count or
  --    a unique violation.
  WITH bet AS (
    SELECT p.i, b_provider[p.position] AS provider, b_transaction[p.position] AS transaction_id,
           b_hash[p.position] AS hash, b_user[p.position] AS user_id, b_round[p.position] AS round_id,
           b_game[p.position] AS game_id, b_amount[p.position] AS amount, b_contribution[p.position] AS contribution,
           v_journals[p.i] AS journal_id, v_after[p.i] AS after
      FROM unnest(v_positions) WITH ORDINALITY AS p(position, i)),
  round AS (
    INSERT INTO game_rounds AS r (provider, round_id, user_id, game_id, stake, win, balance_before, balance_after)
    SELECT bet.provider, bet.round_id, bet.user_id, bet.game_id, bet.amount, 0, bet.after + bet.amount, bet.after
      FROM bet ORDER BY bet.i
    ON CONFLICT (provider, round_id) DO UPDATE
      SET stake = r.stake + excluded.stake, balance_after = excluded.balance_after, updated_at = now()
      WHERE r.user_id = excluded.user_id AND r.game_id = excluded.game_id
    RETURNING 1),
  claim AS (
    INSERT INTO game_provider_transactions
      (provider, transaction_id, kind, request_hash, user_id, round_id, game_id, amount, answer, journal_id, contribution)
    SELECT bet.provider, bet.transaction_id, 'bet', bet.hash, bet.user_id, bet.round_id, bet.game_id, bet.amount,
           jsonb_build_object('status', 'OK', 'balance', bet.after, 'journalId', bet.journal_id), bet.journal_id,
           bet.contribution
      FROM bet ORDER BY bet.i
    RETURNING 1)
  SELECT count(*) INTO v_count FROM round;
  IF v_count <> cardinality(v_positions) THEN
    -- A round of another player or game. Alone, the bet is refused (its savepoint undoes it); in a
    -- set, each bet goes alone.
    IF cardinality(v_positions) = 1 THEN
      RAISE EXCEPTION 'INVALID_REQUEST' USING ERRCODE = 'WB001', DETAIL = 'This round belongs to another player or game';
    END IF;
    RAISE EXCEPTION 'provider_wallet_write_bets: a round of another player or game' USING ERRCODE = 'WB003';
  END IF;

  FOR v_count IN 1 .. cardinality(v_positions) LOOP
    v_answers[v_positions[v_count]] := jsonb_build_object('answer', jsonb_build_object('status', 'OK',
      'balance', v_after[v_count], 'journalId', v_journals[v_count]), 'written', true);
  END LOOP;
  RETURN to_jsonb(v_answers);
END
$$;
