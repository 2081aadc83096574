-- An agent's qualified members recomputed under a valid rule (decision 111): the first read of a
-- team, or the first after agents:settings changed the rule. Locks the agent's team row (FOR UPDATE)
-- so that agent_qualify() waits for it and then reads the new rule. One statement: one transaction.
CREATE OR REPLACE FUNCTION agent_team_requalify(p_agent bigint, p_min_deposit bigint, p_min_turnover bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_code text;
BEGIN
  PERFORM 1 FROM agent_teams WHERE agent_id = p_agent FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT invite_code INTO v_code FROM users WHERE id = p_agent;
  DELETE FROM agent_qualified WHERE agent_id = p_agent;
  INSERT INTO agent_qualified (member_id, agent_id, granted)
  SELECT m.id, p_agent,
         award_granted('agent', p_agent, 'invite-' || m.id)
    FROM users m
         LEFT JOIN wallet_players w ON w.user_id = m.id
         LEFT JOIN turnover_totals t ON t.user_id = m.id
   WHERE m.invited_by = v_code
     AND coalesce(w.total_recharge, 0) >= p_min_deposit AND coalesce(t.stake, 0) >= p_min_turnover
  ON CONFLICT (member_id) DO UPDATE SET agent_id = excluded.agent_id, granted = excluded.granted;
  UPDATE agent_teams SET rule_deposit = p_min_deposit, rule_turnover = p_min_turnover, updated_at = now()
   WHERE agent_id = p_agent;
END
$$;
