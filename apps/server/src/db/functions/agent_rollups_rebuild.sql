-- Every agent's team rollups (decision 111) recomputed from the rows: agent_teams (counts, and the
-- valid rule given), agent_team_days, agent_qualified and linked_players. For a database written
-- around the triggers (bench:grown's bulk load runs with triggers off) or a repair; the migration
-- that created the tables did the same once. Takes the turnover projector's cursor lock, so no step
-- adds days meanwhile; registrations and deposits should be paused (it reads without locking them).
CREATE OR REPLACE FUNCTION agent_rollups_rebuild(p_min_deposit bigint, p_min_turnover bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM projector_cursors WHERE name = 'turnover' FOR UPDATE;
  DELETE FROM agent_qualified;
  DELETE FROM agent_team_days;
  DELETE FROM agent_teams;
  DELETE FROM linked_players;
  INSERT INTO agent_teams (agent_id, level1, level2, rule_deposit, rule_turnover)
  SELECT a1.id, count(*), 0, p_min_deposit, p_min_turnover
    FROM users m JOIN users a1 ON a1.invite_code = m.invited_by
   GROUP BY a1.id;
  INSERT INTO agent_teams AS t (agent_id, level2, rule_deposit, rule_turnover)
  SELECT a2.id, count(*), p_min_deposit, p_min_turnover
    FROM users m JOIN users a1 ON a1.invite_code = m.invited_by JOIN users a2 ON a2.invite_code = a1.invited_by
   GROUP BY a2.id
  ON CONFLICT (agent_id) DO UPDATE SET level2 = excluded.level2;
  INSERT INTO agent_team_days (agent_id, day, level, stake)
  SELECT x.agent_id, x.day, x.level, sum(x.stake)
    FROM (SELECT a1.id AS agent_id, d.day, 1 AS level, d.stake
            FROM turnover_days d JOIN users m ON m.id = d.user_id JOIN users a1 ON a1.invite_code = m.invited_by
          UNION ALL
          SELECT a2.id, d.day, 2, d.stake
            FROM turnover_days d JOIN users m ON m.id = d.user_id JOIN users a1 ON a1.invite_code = m.invited_by
                 JOIN users a2 ON a2.invite_code = a1.invited_by) x
   GROUP BY 1, 2, 3;
  INSERT INTO agent_qualified (member_id, agent_id, granted)
  SELECT m.id, a1.id,
         award_granted('agent', a1.id, 'invite-' || m.id)
    FROM users m JOIN users a1 ON a1.invite_code = m.invited_by
         LEFT JOIN wallet_players w ON w.user_id = m.id LEFT JOIN turnover_totals t ON t.user_id = m.id
   WHERE coalesce(w.total_recharge, 0) >= p_min_deposit AND coalesce(t.stake, 0) >= p_min_turnover;
  INSERT INTO linked_players (user_id)
  SELECT DISTINCT d.user_id FROM player_devices d
   WHERE EXISTS (SELECT 1 FROM player_devices o WHERE o.device_id = d.device_id AND o.user_id <> d.user_id)
  UNION
  SELECT r.user_id FROM receiving_accounts r
   WHERE EXISTS (SELECT 1 FROM receiving_accounts o WHERE o.account_number = r.account_number AND o.user_id <> r.user_id);
END
$$;
