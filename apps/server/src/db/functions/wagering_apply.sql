-- Wagering progress (docs/decisions/106-one-wagering-figure.md), as part of the turnover projector's
-- step: turnover_project() calls it for the journals it consumes, ids in (p_after, p_upto], in the
-- same transaction, so each journal counts once. The requirements are the player's bonuses
-- (bonus_grants, decision 025) and every other requirement (wagering_requirements: deposits, deposit
-- bonuses, carried). A bet's stake counts towards the requirements credited before it
-- (credit_journal_id < the bet's journal), oldest credit first, each up to its requirement; a bonus
-- that reaches it is completed. A rollback takes its bet's stake back from the requirements credited
-- before that bet, newest first, reopening a completed bonus. The bet itself writes none of this.
CREATE OR REPLACE FUNCTION wagering_apply(p_after bigint, p_upto bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  q record;
  v_left bigint;
  v_take bigint;
BEGIN
  FOR r IN
    SELECT j.id, j.kind, j.created_at, a.owner_user_id AS user_id, abs(p.amount) AS stake,
           CASE WHEN j.kind = 'bet' THEN j.id ELSE bet.id END AS bet_journal_id
      FROM ledger_journals j
           -- Each journal's postings by its key (OFFSET 0 keeps the subquery a look-up per journal).
           CROSS JOIN LATERAL (SELECT p.account_id, p.amount FROM ledger_postings p WHERE p.journal_id = j.id OFFSET 0) p
           -- By key, a look-up per posting (LATERAL … LIMIT 1): see turnover_project.
           CROSS JOIN LATERAL (SELECT a.owner_user_id, a.holder, a.kind FROM ledger_accounts a
                                WHERE a.id = p.account_id LIMIT 1) a
           LEFT JOIN LATERAL (SELECT bj.id FROM ledger_journals bj
                               WHERE j.kind = 'bet_rollback'
                                 AND bj.idempotency_key = 'provider:' || (j.metadata ->> 'provider') || ':'
                                                          || (j.metadata ->> 'bet')
                               LIMIT 1) bet ON true
     WHERE j.id > p_after AND j.id <= p_upto AND a.holder = 'player' AND a.kind = 'coin'
       AND j.kind IN ('bet', 'bet_rollback') AND j.status = 'posted'
       -- Only players with a requirement a bet can count towards (open) or a rollback give back to:
       -- a player who has met everything costs an index probe per bet (the open rows' indexes).
       AND (EXISTS (SELECT 1 FROM bonus_grants g
                     WHERE g.user_id = a.owner_user_id AND g.credit_journal_id < j.id
                       AND (g.state = 'active' OR (j.kind = 'bet_rollback' AND g.state = 'completed')))
            OR EXISTS (SELECT 1 FROM wagering_requirements w
                        WHERE w.user_id = a.owner_user_id AND w.credit_journal_id < j.id
                          AND (w.wagered < w.requirement OR j.kind = 'bet_rollback')))
     ORDER BY j.id
  LOOP
    v_left := r.stake;
    IF r.bet_journal_id IS NULL OR v_left = 0 THEN
      CONTINUE;
    END IF;
    -- The bonus expiry job also locks a bonus row; the other requirements change only here, under
    -- the projector's cursor lock.
    PERFORM 1 FROM bonus_grants g
      WHERE g.user_id = r.user_id AND g.state IN ('active', 'completed') AND g.credit_journal_id < r.bet_journal_id
      ORDER BY g.id FOR UPDATE;
    IF r.kind = 'bet' THEN
      FOR q IN
        SELECT 'bonus' AS source, g.id, g.credit_journal_id, g.requirement - g.wagered AS room
          FROM bonus_grants g
         WHERE g.user_id = r.user_id AND g.state = 'active' AND g.credit_journal_id < r.id
        UNION ALL
        SELECT 'other', w.id, w.credit_journal_id, w.requirement - w.wagered
          FROM wagering_requirements w
         WHERE w.user_id = r.user_id AND w.wagered < w.requirement AND w.credit_journal_id < r.id
         ORDER BY 3, 1, 2
      LOOP
        EXIT WHEN v_left = 0;
        v_take := least(v_left, q.room);
        IF q.source = 'bonus' THEN
          UPDATE bonus_grants
             SET wagered = wagered + v_take,
                 state = CASE WHEN wagered + v_take = requirement THEN 'completed' ELSE state END,
                 completed_at = CASE WHEN wagered + v_take = requirement THEN r.created_at ELSE completed_at END
           WHERE id = q.id;
        ELSE
          UPDATE wagering_requirements
             SET wagered = wagered + v_take,
                 completed_at = CASE WHEN wagered + v_take = requirement THEN r.created_at ELSE completed_at END
           WHERE id = q.id;
        END IF;
        v_left := v_left - v_take;
      END LOOP;
    ELSE
      FOR q IN
        SELECT 'bonus' AS source, g.id, g.credit_journal_id, g.wagered
          FROM bonus_grants g
         WHERE g.user_id = r.user_id AND g.state IN ('active', 'completed') AND g.wagered > 0
           AND g.credit_journal_id < r.bet_journal_id
        UNION ALL
        SELECT 'other', w.id, w.credit_journal_id, w.wagered
          FROM wagering_requirements w
         WHERE w.user_id = r.user_id AND w.wagered > 0 AND w.credit_journal_id < r.bet_journal_id
         ORDER BY 3 DESC, 1 DESC, 2 DESC
      LOOP
        EXIT WHEN v_left = 0;
        v_take := least(v_left, q.wagered);
        IF q.source = 'bonus' THEN
          UPDATE bonus_grants SET wagered = wagered - v_take, state = 'active', completed_at = NULL
           WHERE id = q.id;
        ELSE
          UPDATE wagering_requirements SET wagered = wagered - v_take, completed_at = NULL WHERE id = q.id;
        END IF;
        v_left := v_left - v_take;
      END LOOP;
    END IF;
  END LOOP;
END
$$;
