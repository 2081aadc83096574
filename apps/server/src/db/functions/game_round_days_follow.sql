-- Keeps game_round_days (docs/decisions/117-a-report-rollup-and-fewer-reads.md) equal to the player's
-- rounds per Manila day and game type, whoever writes them (the bet path's provider_wallet_write_bets,
-- a win's settle, a rollback): each statement's changes, new minus old, added set-based from its
-- transition tables (one statement of the bet path, one upsert here, whatever the batch).
CREATE OR REPLACE FUNCTION game_round_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_changes text;
BEGIN
  v_changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id, started_at, game_id, 1 AS rounds, stake, win FROM new_rounds'
    WHEN 'UPDATE' THEN 'SELECT user_id, started_at, game_id, 1 AS rounds, stake, win FROM new_rounds
                        UNION ALL SELECT user_id, started_at, game_id, -1, -stake, -win FROM old_rounds'
    ELSE 'SELECT user_id, started_at, game_id, -1 AS rounds, -stake AS stake, -win AS win FROM old_rounds' END;
  EXECUTE format($sql$
    INSERT INTO game_round_days AS d (user_id, day, game_type, rounds, stake, win)
    SELECT c.user_id, (c.started_at AT TIME ZONE 'Asia/Manila')::date, t.code, sum(c.rounds), sum(c.stake), sum(c.win)
      FROM (%s) c JOIN games g ON g.id = c.game_id JOIN game_types t ON t.id = g.type_id
     GROUP BY 1, 2, 3
    HAVING sum(c.rounds) <> 0 OR sum(c.stake) <> 0 OR sum(c.win) <> 0
     ORDER BY 1, 2, 3
    ON CONFLICT (user_id, day, game_type) DO UPDATE
      SET rounds = d.rounds + excluded.rounds, stake = d.stake + excluded.stake, win = d.win + excluded.win$sql$,
    v_changes);
  RETURN NULL;
END
$$;

-- Every update fires (PostgreSQL takes no column list with transition tables); one that leaves the
-- stake, the win and the key alone (the state, the balance after) writes nothing (HAVING).
CREATE OR REPLACE TRIGGER game_rounds_days_insert AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION game_round_days_follow();
CREATE OR REPLACE TRIGGER game_rounds_days_update AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION game_round_days_follow();
CREATE OR REPLACE TRIGGER game_rounds_days_delete AFTER DELETE ON game_rounds
  REFERENCING OLD TABLE AS old_rounds FOR EACH STATEMENT EXECUTE FUNCTION game_round_days_follow();
