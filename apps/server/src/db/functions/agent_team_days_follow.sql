-- Keeps agent_team_days (docs/decisions/111-team-rollups-and-stored-leaderboards.md) equal to the sum
-- of the members' turnover_days, whoever writes them (the turnover projector's step): each
-- statement's changes, new minus old, are added to the member's inviter's day (level 1) and to their
-- inviter's inviter's (level 2), set-based from the statement's transition tables.
CREATE OR REPLACE FUNCTION agent_team_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_changes text;
BEGIN
  v_changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id, day, stake FROM new_days'
    WHEN 'UPDATE' THEN 'SELECT user_id, day, stake FROM new_days UNION ALL SELECT user_id, day, -stake FROM old_days'
    ELSE 'SELECT user_id, day, -stake FROM old_days' END;
  EXECUTE format($sql$
    INSERT INTO agent_team_days AS a (agent_id, day, level, stake)
    SELECT x.agent_id, x.day, x.level, sum(x.stake)
      FROM (SELECT a1.id AS agent_id, c.day, 1 AS level, c.stake
              FROM (%1$s) c JOIN users m ON m.id = c.user_id JOIN users a1 ON a1.invite_code = m.invited_by
            UNION ALL
            SELECT a2.id, c.day, 2, c.stake
              FROM (%1$s) c JOIN users m ON m.id = c.user_id JOIN users a1 ON a1.invite_code = m.invited_by
                   JOIN users a2 ON a2.invite_code = a1.invited_by) x
     GROUP BY 1, 2, 3
    HAVING sum(x.stake) <> 0
     ORDER BY 1, 2, 3
    ON CONFLICT (agent_id, day, level) DO UPDATE SET stake = a.stake + excluded.stake$sql$, v_changes);
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER turnover_days_agent_team_insert AFTER INSERT ON turnover_days
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION agent_team_days_follow();
CREATE OR REPLACE TRIGGER turnover_days_agent_team_update AFTER UPDATE ON turnover_days
  REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION agent_team_days_follow();
CREATE OR REPLACE TRIGGER turnover_days_agent_team_delete AFTER DELETE ON turnover_days
  REFERENCING OLD TABLE AS old_days FOR EACH STATEMENT EXECUTE FUNCTION agent_team_days_follow();
