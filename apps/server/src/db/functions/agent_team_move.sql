-- An agent team's rollups (docs/decisions/111-team-rollups-and-stored-leaderboards.md) as a member
-- joins (p_sign 1) or leaves (p_sign -1) the team of p_agent1 (level 1) and p_agent2 (level 2): the
-- counts, the member's turnover days, and the member's own invitees, who are level 2 of p_agent1.
-- Called by agent_team_follow_user() only.
CREATE OR REPLACE FUNCTION agent_team_move(p_member bigint, p_member_code text, p_agent1 bigint, p_agent2 bigint, p_sign int)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_invitees int;
BEGIN
  IF p_agent1 IS NOT NULL THEN
    SELECT count(*) INTO v_invitees FROM users WHERE invited_by = p_member_code;
    INSERT INTO agent_teams AS t (agent_id, level1, level2) VALUES (p_agent1, p_sign, p_sign * v_invitees)
    ON CONFLICT (agent_id) DO UPDATE
      SET level1 = t.level1 + p_sign, level2 = t.level2 + p_sign * v_invitees, updated_at = now();
    INSERT INTO agent_team_days AS a (agent_id, day, level, stake)
    SELECT p_agent1, x.day, x.level, p_sign * sum(x.stake)
      FROM (SELECT d.day, 1 AS level, d.stake FROM turnover_days d WHERE d.user_id = p_member
            UNION ALL
            SELECT d.day, 2, d.stake FROM users i JOIN turnover_days d ON d.user_id = i.id
             WHERE i.invited_by = p_member_code) x
     GROUP BY x.day, x.level
     ORDER BY x.day, x.level
    ON CONFLICT (agent_id, day, level) DO UPDATE SET stake = a.stake + excluded.stake;
  END IF;
  IF p_agent2 IS NOT NULL THEN
    INSERT INTO agent_teams AS t (agent_id, level2) VALUES (p_agent2, p_sign)
    ON CONFLICT (agent_id) DO UPDATE SET level2 = t.level2 + p_sign, updated_at = now();
    INSERT INTO agent_team_days AS a (agent_id, day, level, stake)
    SELECT p_agent2, d.day, 2, p_sign * sum(d.stake) FROM turnover_days d WHERE d.user_id = p_member
     GROUP BY d.day ORDER BY d.day
    ON CONFLICT (agent_id, day, level) DO UPDATE SET stake = a.stake + excluded.stake;
  END IF;
  IF p_sign < 0 THEN
    DELETE FROM agent_qualified WHERE member_id = p_member;
  ELSE
    PERFORM agent_qualify(p_member);
  END IF;
END
$$;
