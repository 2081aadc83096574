-- The wagering a player has left before a withdrawal (SPEC.md §3 `bet`; docs/decisions/106-one-wagering-figure.md):
-- the one figure the withdrawal gate, the wallet and withdraw pages and the bonus records read. It is
-- the sum of what each requirement still needs (active bonuses in bonus_grants, every other
-- requirement in wagering_requirements), as far as the turnover projector has counted the stakes, plus
-- the stakes of rollbacks the projector has not read yet (up to what was counted, since a rollback
-- gives its stake back to the requirements that counted it). So the projector's lag only makes the
-- figure higher: a stake not yet read is not counted, a rollback not yet read already counts.
-- One statement, so the requirement rows and the projector's cursor are read in one snapshot.
CREATE OR REPLACE FUNCTION wagering_left(p_user bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  WITH bonuses AS (
    SELECT coalesce(sum(g.requirement - g.wagered) FILTER (WHERE g.state = 'active'), 0) AS open,
           coalesce(sum(g.wagered), 0) AS counted
      FROM bonus_grants g
     WHERE g.user_id = p_user AND g.state IN ('active', 'completed')),
  others AS (
    SELECT coalesce(sum(w.requirement - w.wagered), 0) AS open, coalesce(sum(w.wagered), 0) AS counted
      FROM wagering_requirements w
     WHERE w.user_id = p_user),
  unread_rollbacks AS (
    SELECT coalesce(sum(p.amount), 0) AS stake
      FROM ledger_accounts a
           JOIN ledger_postings p ON p.account_id = a.id AND p.shard IS NULL
                AND p.journal_id > coalesce((SELECT c.last_journal_id FROM projector_cursors c
                                              WHERE c.name = 'turnover'), 0)
           JOIN ledger_journals j ON j.id = p.journal_id AND j.kind = 'bet_rollback' AND j.status = 'posted'
     WHERE a.owner_user_id = p_user AND a.holder = 'player' AND a.kind = 'coin')
  SELECT (b.open + o.open + least(greatest(u.stake, 0), b.counted + o.counted))::bigint
    FROM bonuses b, others o, unread_rollbacks u
$$;
