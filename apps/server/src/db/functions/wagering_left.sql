-- The wagering a player has left before a withdrawal (SPEC.md §3 `bet`; docs/decisions/106-one-wagering-figure.md):
-- the one figure the withdrawal gate, the wallet and withdraw pages and the bonus records read. It is
-- the sum of what each requirement still needs (active bonuses in bonus_grants, every other
-- requirement in wagering_requirements), as far as the turnover projector has counted the stakes, plus
-- the stakes of rollbacks the projector has not read yet (up to what was counted, since a rollback
-- gives its stake back to the requirements that counted it). So the projector's lag only makes the
-- figure higher: a stake not yet read is not counted, a rollback not yet read already counts.
-- One statement, so the requirement rows and the projector's cursor are read in one snapshot.
-- Only the open requirements are read (their partial indexes): a met one adds nothing. What was counted,
-- every requirement's wagered over the player's whole history, caps the unread rollbacks only, so it
-- is summed only when there is one (decision 117: a heavy player's thousands of deposits made it
-- 20-30 ms on every read); the figure is the same as summing everything.
CREATE OR REPLACE FUNCTION wagering_left(p_user bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  WITH unread_rollbacks AS (
    SELECT coalesce(sum(p.amount), 0) AS stake
      FROM ledger_accounts a
           JOIN ledger_postings p ON p.account_id = a.id AND p.shard IS NULL
                AND p.journal_id > coalesce((SELECT c.last_journal_id FROM projector_cursors c
                                              WHERE c.name = 'turnover'), 0)
           JOIN ledger_journals j ON j.id = p.journal_id AND j.kind = 'bet_rollback' AND j.status = 'posted'
     WHERE a.owner_user_id = p_user AND a.holder = 'player' AND a.kind = 'coin')
  SELECT ((SELECT coalesce(sum(g.requirement - g.wagered), 0) FROM bonus_grants g
            WHERE g.user_id = p_user AND g.state = 'active')
          + (SELECT coalesce(sum(w.requirement - w.wagered), 0) FROM wagering_requirements w
              WHERE w.user_id = p_user AND w.wagered < w.requirement)
          + CASE WHEN u.stake > 0 THEN
              least(u.stake,
                    (SELECT coalesce(sum(g.wagered), 0) FROM bonus_grants g
                      WHERE g.user_id = p_user AND g.state IN ('active', 'completed'))
                    + (SELECT coalesce(sum(w.wagered), 0) FROM wagering_requirements w WHERE w.user_id = p_user))
            ELSE 0 END)::bigint
    FROM unread_rollbacks u
$$;
