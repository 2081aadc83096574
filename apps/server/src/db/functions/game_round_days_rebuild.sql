-- game_round_days (docs/decisions/117-a-report-rollup-and-fewer-reads.md) computed again from the
-- rounds, for the Manila days from p_from on (all days when null): for bench:grown's bulk load, which
-- runs without triggers, and for a repair. The same statement as migration 0035's backfill.
CREATE OR REPLACE FUNCTION game_round_days_rebuild(p_from date DEFAULT NULL) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_rows bigint;
BEGIN
  DELETE FROM game_round_days WHERE p_from IS NULL OR day >= p_from;
  INSERT INTO game_round_days (user_id, day, game_type, rounds, stake, win)
  SELECT r.user_id, (r.started_at AT TIME ZONE 'Asia/Manila')::date, t.code, count(*), sum(r.stake), sum(r.win)
    FROM game_rounds r JOIN games g ON g.id = r.game_id JOIN game_types t ON t.id = g.type_id
   WHERE p_from IS NULL OR r.started_at >= p_from::timestamp AT TIME ZONE 'Asia/Manila'
   GROUP BY 1, 2, 3;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$$;
