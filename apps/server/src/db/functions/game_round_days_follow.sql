-- Keeps game_round_days (docs/decisions/117-a-report-rollup-and-fewer-reads.md) equal to the player's
-- rounds per Manila day and game type, whoever writes them (the bet path's provider_wallet_write_bets,
-- a win's settle, a rollback): each round's change, new minus old, added to its day's row. A row
-- trigger with static statements (their plans cached for the session): on the bet path a statement
-- trigger's dynamic SQL, planned on every bet, cost more than the bet's own round write. The player's
-- rounds are written under their coin account's lock, so the day's row never waits on another player.
CREATE OR REPLACE FUNCTION game_round_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id = OLD.user_id AND NEW.game_id = OLD.game_id
     AND NEW.started_at = OLD.started_at THEN
    -- The same round's stake or win moved (a bet into it, a win, a rollback): the difference.
    INSERT INTO game_round_days AS d (user_id, day, game_type, rounds, stake, win)
    SELECT NEW.user_id, (NEW.started_at AT TIME ZONE 'Asia/Manila')::date, t.code, 0, NEW.stake - OLD.stake,
           NEW.win - OLD.win
      FROM games g JOIN game_types t ON t.id = g.type_id WHERE g.id = NEW.game_id
    ON CONFLICT (user_id, day, game_type) DO UPDATE
      SET stake = d.stake + excluded.stake, win = d.win + excluded.win;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO game_round_days AS d (user_id, day, game_type, rounds, stake, win)
    SELECT OLD.user_id, (OLD.started_at AT TIME ZONE 'Asia/Manila')::date, t.code, -1, -OLD.stake, -OLD.win
      FROM games g JOIN game_types t ON t.id = g.type_id WHERE g.id = OLD.game_id
    ON CONFLICT (user_id, day, game_type) DO UPDATE
      SET rounds = d.rounds + excluded.rounds, stake = d.stake + excluded.stake, win = d.win + excluded.win;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO game_round_days AS d (user_id, day, game_type, rounds, stake, win)
    SELECT NEW.user_id, (NEW.started_at AT TIME ZONE 'Asia/Manila')::date, t.code, 1, NEW.stake, NEW.win
      FROM games g JOIN game_types t ON t.id = g.type_id WHERE g.id = NEW.game_id
    ON CONFLICT (user_id, day, game_type) DO UPDATE
      SET rounds = d.rounds + excluded.rounds, stake = d.stake + excluded.stake, win = d.win + excluded.win;
  END IF;
  RETURN NULL;
END
$$;

-- An update that changes no figure and no key (the balance after, the state) fires nothing.
CREATE OR REPLACE TRIGGER game_rounds_days_insert AFTER INSERT ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_round_days_follow();
CREATE OR REPLACE TRIGGER game_rounds_days_update AFTER UPDATE OF stake, win, user_id, game_id, started_at ON game_rounds
  FOR EACH ROW
  WHEN (OLD.stake <> NEW.stake OR OLD.win <> NEW.win OR OLD.user_id <> NEW.user_id
        OR OLD.game_id <> NEW.game_id OR OLD.started_at <> NEW.started_at)
  EXECUTE FUNCTION game_round_days_follow();
CREATE OR REPLACE TRIGGER game_rounds_days_delete AFTER DELETE ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_round_days_follow();
