-- Marks the players who share a device or a receiving account number with another player
-- (linked_players, decision 111): only they can be an invitee's twin (decision 051, issue 38), so a
-- team's twins are looked for among them. A row is never removed (a superset is safe: its members
-- are checked exactly). An advisory lock per device or number makes two players adding the same one
-- at once see each other.
CREATE OR REPLACE FUNCTION linked_player_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'player_devices' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('linked_device:' || NEW.device_id, 0));
    INSERT INTO linked_players (user_id)
    SELECT d.user_id FROM player_devices d
     WHERE d.device_id = NEW.device_id
       AND EXISTS (SELECT 1 FROM player_devices o WHERE o.device_id = NEW.device_id AND o.user_id <> d.user_id)
    ON CONFLICT (user_id) DO NOTHING;
  ELSE
    PERFORM pg_advisory_xact_lock(hashtextextended('linked_number:' || NEW.account_number, 0));
    INSERT INTO linked_players (user_id)
    SELECT r.user_id FROM receiving_accounts r
     WHERE r.account_number = NEW.account_number
       AND EXISTS (SELECT 1 FROM receiving_accounts o WHERE o.account_number = NEW.account_number AND o.user_id <> r.user_id)
    ON CONFLICT (user_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER player_devices_linked AFTER INSERT ON player_devices
  FOR EACH ROW EXECUTE FUNCTION linked_player_mark();
CREATE OR REPLACE TRIGGER receiving_accounts_linked AFTER INSERT OR UPDATE OF account_number ON receiving_accounts
  FOR EACH ROW EXECUTE FUNCTION linked_player_mark();
