-- A member's deposits (wallet_players.total_recharge) or valid turnover over all time
-- (turnover_totals, the projector's) changed: their qualification for their agent's valid rule is
-- looked at again (agent_qualify, decision 111). Players without an inviter cost one look-up.
CREATE OR REPLACE FUNCTION agent_qualify_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND invited_by IS NOT NULL) THEN
    PERFORM agent_qualify(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER wallet_players_agent_qualify AFTER INSERT OR UPDATE OF total_recharge ON wallet_players
  FOR EACH ROW EXECUTE FUNCTION agent_qualify_on_change();
CREATE OR REPLACE TRIGGER turnover_totals_agent_qualify AFTER INSERT OR UPDATE OF stake ON turnover_totals
  FOR EACH ROW EXECUTE FUNCTION agent_qualify_on_change();
