-- Whether a level-1 member meets their agent's valid rule (docs/decisions/051, 111): deposits and
-- valid turnover over all time at least the minimums the agent's team was computed under
-- (agent_teams.rule_*). A qualified member has a row in agent_qualified, with whether the agent's
-- invite reward for them was granted. An agent whose rule is not stamped yet is computed whole by
-- its first read. One member at a time (the member's users row locked), each read after the lock, so
-- a deposit and a projector step changing the two figures at once cannot both miss the crossing.
CREATE OR REPLACE FUNCTION agent_qualify(p_member bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_agent bigint;
  v_min_deposit bigint;
  v_min_turnover bigint;
BEGIN
  SELECT a1.id INTO v_agent FROM users m JOIN users a1 ON a1.invite_code = m.invited_by WHERE m.id = p_member;
  IF v_agent IS NULL THEN
    DELETE FROM agent_qualified WHERE member_id = p_member;
    RETURN;
  END IF;
  PERFORM 1 FROM users WHERE id = p_member FOR NO KEY UPDATE;
  -- KEY SHARE: waits for a recomputation of the agent's team (FOR UPDATE), not for counts moving.
  SELECT rule_deposit, rule_turnover INTO v_min_deposit, v_min_turnover
    FROM agent_teams WHERE agent_id = v_agent FOR KEY SHARE;
  IF v_min_deposit IS NULL OR v_min_turnover IS NULL THEN
    DELETE FROM agent_qualified WHERE member_id = p_member;
    RETURN;
  END IF;
  IF coalesce((SELECT total_recharge FROM wallet_players WHERE user_id = p_member), 0) >= v_min_deposit
     AND coalesce((SELECT stake FROM turnover_totals WHERE user_id = p_member), 0) >= v_min_turnover THEN
    INSERT INTO agent_qualified AS q (member_id, agent_id, granted)
    VALUES (p_member, v_agent,
            award_granted('agent', v_agent, 'invite-' || p_member))
    ON CONFLICT (member_id) DO UPDATE SET agent_id = excluded.agent_id, granted = excluded.granted
     WHERE q.agent_id <> excluded.agent_id;
  ELSE
    DELETE FROM agent_qualified WHERE member_id = p_member;
  END IF;
END
$$;
