-- Keeps the agents' team rollups (docs/decisions/111-team-rollups-and-stored-leaderboards.md) as
-- players register with an inviter (a statement's new rows at once, from its transition table) or
-- name one later (agentFill, row by row): the member leaves the old inviter's team (if any) and joins
-- the new one's, with their days, invitees and qualification. A member with turnover days moves them
-- under the turnover projector's cursor lock, so that a step running meanwhile adds its days to one
-- team or the other, never to both or neither.
CREATE OR REPLACE FUNCTION agent_team_follow_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old1 bigint;
  v_old2 bigint;
  v_new1 bigint;
  v_new2 bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- New players: counts only (no days, deposits or invitees yet), unless the valid rule asks for
    -- nothing, when an invitee is valid from registering.
    INSERT INTO agent_teams AS t (agent_id, level1, level2)
    SELECT x.agent_id, sum(x.level1), sum(x.level2)
      FROM (SELECT a1.id AS agent_id, 1 AS level1, 0 AS level2
              FROM new_users n JOIN users a1 ON a1.invite_code = n.invited_by
            UNION ALL
            SELECT a2.id, 0, 1
              FROM new_users n JOIN users a1 ON a1.invite_code = n.invited_by JOIN users a2 ON a2.invite_code = a1.invited_by) x
     GROUP BY x.agent_id
     ORDER BY x.agent_id
    ON CONFLICT (agent_id) DO UPDATE
      SET level1 = t.level1 + excluded.level1, level2 = t.level2 + excluded.level2, updated_at = now();
    INSERT INTO agent_qualified (member_id, agent_id)
    SELECT n.id, a1.id FROM new_users n JOIN users a1 ON a1.invite_code = n.invited_by
           JOIN agent_teams t ON t.agent_id = a1.id
     WHERE t.rule_deposit <= 0 AND t.rule_turnover <= 0
    ON CONFLICT (member_id) DO NOTHING;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.invited_by IS NOT DISTINCT FROM NEW.invited_by THEN
      RETURN NULL;
    END IF;
    PERFORM 1 FROM projector_cursors WHERE name = 'turnover' FOR UPDATE;
    SELECT a1.id, (SELECT a2.id FROM users a2 WHERE a2.invite_code = a1.invited_by)
      INTO v_old1, v_old2 FROM users a1 WHERE a1.invite_code = OLD.invited_by;
    IF v_old1 IS NOT NULL THEN
      PERFORM agent_team_move(NEW.id, NEW.invite_code, v_old1, v_old2, -1);
    END IF;
  END IF;
  IF NEW.invited_by IS NOT NULL THEN
    SELECT a1.id, (SELECT a2.id FROM users a2 WHERE a2.invite_code = a1.invited_by)
      INTO v_new1, v_new2 FROM users a1 WHERE a1.invite_code = NEW.invited_by;
    IF v_new1 IS NOT NULL THEN
      PERFORM agent_team_move(NEW.id, NEW.invite_code, v_new1, v_new2, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER users_agent_team_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION agent_team_follow_user();
CREATE OR REPLACE TRIGGER users_agent_team_update AFTER UPDATE OF invited_by ON users
  FOR EACH ROW EXECUTE FUNCTION agent_team_follow_user();
