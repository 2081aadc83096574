-- The turnover projector's step (docs/decisions/024-rewards-core.md): reads up to p_limit ledger
-- journals past its cursor, in id order, adds the bets and rollbacks among them to turnover_days, and
-- moves the cursor, in one transaction. Answers how many journals it consumed (0: nothing new, or
-- another process is projecting).
--
-- Journal ids are handed out before their transactions commit, so a journal can become visible after
-- a higher one: the step consumes only the gap-free run of ids past the cursor and stops at a missing
-- id (a hole), noting the snapshot's xmax. Every journal's transaction has its id assigned before the
-- journal's id (ledger_write_journals asks for it first), so the transaction that owns a hole was
-- running when the hole was seen; once the snapshot's xmin has passed the noted xmax, every such
-- transaction has ended, and a hole still missing belonged to one that rolled back: the step goes on
-- past it. Nothing counts twice (the cursor moves with the rows, under the cursor's lock) and nothing
-- is missed.
CREATE OR REPLACE FUNCTION turnover_project(p_limit int)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_cursor projector_cursors%ROWTYPE;
  v_ids bigint[];
  v_xmin xid8;
  v_xmax xid8;
  v_next bigint;
  v_upto bigint;
  v_count int := 0;
BEGIN
  INSERT INTO projector_cursors (name) VALUES ('turnover') ON CONFLICT (name) DO NOTHING;
  SELECT * INTO v_cursor FROM projector_cursors WHERE name = 'turnover' FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;

  -- The ids past the cursor, and the snapshot they were read in (one statement, one snapshot).
  SELECT array_agg(j.id ORDER BY j.id), pg_snapshot_xmin(pg_current_snapshot()),
         pg_snapshot_xmax(pg_current_snapshot())
    INTO v_ids, v_xmin, v_xmax
    FROM (SELECT id FROM ledger_journals WHERE id > v_cursor.last_journal_id ORDER BY id LIMIT p_limit) j;
  IF v_ids IS NULL THEN
    RETURN 0;
  END IF;

  -- The run of ids that may be consumed: gap-free from the cursor, or past a hole known to be final.
  v_next := v_cursor.last_journal_id + 1;
  v_upto := v_cursor.last_journal_id;
  FOR i IN 1 .. cardinality(v_ids) LOOP
    IF v_ids[i] <> v_next THEN
      IF v_cursor.hole_from = v_next AND v_xmin >= v_cursor.hole_xmax::xid8 THEN
        -- The hole's transactions have all ended: its ids never come.
        v_next := v_ids[i];
      ELSE
        IF v_cursor.hole_from IS DISTINCT FROM v_next THEN
          UPDATE projector_cursors SET hole_from = v_next, hole_xmax = v_xmax::text, updated_at = now()
           WHERE name = 'turnover';
        END IF;
        EXIT;
      END IF;
    END IF;
    v_upto := v_ids[i];
    v_next := v_ids[i] + 1;
    v_count := v_count + 1;
  END LOOP;
  IF v_upto = v_cursor.last_journal_id THEN
    RETURN 0;
  END IF;

  -- Bets add their stake to the day and game type of the bet; a rollback takes its bet's stake back
  -- from the bet's day and game. The player's coin leg carries the amount.
  WITH moved AS (
    SELECT a.owner_user_id AS user_id, j.kind, coalesce(b.created_at, j.created_at) AS bet_at,
           coalesce(b.game_id, (j.metadata ->> 'game')::integer) AS game_id, p.amount
      FROM ledger_journals j
           -- Each journal's postings by its key (OFFSET 0 keeps the subquery a look-up per journal).
           CROSS JOIN LATERAL (SELECT p.account_id, p.amount FROM ledger_postings p WHERE p.journal_id = j.id OFFSET 0) p
           -- The account of each posting by its key alone (LATERAL … LIMIT 1; holder and kind are
           -- tested outside, or the planner may pick the index on (owner, kind) and filter by id). As a
           -- join, on tables never analyzed (bench:wallet's), it was planned as a nested loop over every
           -- coin account with the step's postings inside: a step of 5,000 journals took two minutes of
           -- a core.
           CROSS JOIN LATERAL (SELECT a.owner_user_id, a.holder, a.kind FROM ledger_accounts a
                                WHERE a.id = p.account_id LIMIT 1) a
           LEFT JOIN LATERAL (SELECT bj.created_at, (bj.metadata ->> 'game')::integer AS game_id FROM ledger_journals bj
                               WHERE j.kind = 'bet_rollback'
                                 AND bj.idempotency_key = 'provider:' || (j.metadata ->> 'provider') || ':'
                                                          || (j.metadata ->> 'bet')
                               LIMIT 1) b ON true
     WHERE j.id > v_cursor.last_journal_id AND j.id <= v_upto AND a.holder = 'player' AND a.kind = 'coin'
       AND j.kind IN ('bet', 'bet_rollback') AND j.status = 'posted'),
  day AS (
    SELECT m.user_id, (m.bet_at AT TIME ZONE 'Asia/Manila')::date AS day, t.code AS game_type,
           sum(-m.amount) AS stake, count(*) FILTER (WHERE m.kind = 'bet') - count(*) FILTER (WHERE m.kind <> 'bet') AS bets
      FROM moved m
           JOIN games g ON g.id = m.game_id
           JOIN game_types t ON t.id = g.type_id
     GROUP BY 1, 2, 3),
  -- Each player's turnover over all time (turnover_totals, decision 077), from the same step.
  totals AS (
    INSERT INTO turnover_totals AS t (user_id, stake)
    SELECT day.user_id, greatest(0, sum(day.stake)) FROM day GROUP BY day.user_id ORDER BY day.user_id
    ON CONFLICT (user_id) DO UPDATE
      SET stake = greatest(0, t.stake + (SELECT sum(d.stake) FROM day d WHERE d.user_id = excluded.user_id)),
          updated_at = now()),
  updated AS (
    UPDATE turnover_days d
       SET stake = greatest(0, d.stake + day.stake), bets = greatest(0, d.bets + day.bets), updated_at = now()
      FROM day
     WHERE d.user_id = day.user_id AND d.day = day.day AND d.game_type = day.game_type
    RETURNING d.user_id, d.day, d.game_type)
  -- NOT IN, not NOT EXISTS: a hashed subplan. With its estimate of one row per CTE, NOT EXISTS was
  -- planned as a nested loop over every updated row for each new one, quadratic in a step's rows
  -- (60 of a 74 ms step of 2,000 bets, session 22). The keys are never NULL.
  INSERT INTO turnover_days (user_id, day, game_type, stake, bets)
  SELECT day.user_id, day.day, day.game_type, greatest(0, day.stake), greatest(0, day.bets)
    FROM day
   WHERE (day.user_id, day.day, day.game_type) NOT IN (SELECT u.user_id, u.day, u.game_type FROM updated u);

  -- Wagering progress (bonuses, deposits) joins the same step (decision 106).
  PERFORM wagering_apply(v_cursor.last_journal_id, v_upto);

  UPDATE projector_cursors
     SET last_journal_id = v_upto, hole_from = NULL, hole_xmax = NULL, updated_at = now()
   WHERE name = 'turnover';
  RETURN v_count;
END
$$;
