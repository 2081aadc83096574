-- Counts stakes (responsible gaming, docs/decisions/016-responsible-gaming.md): each stake joins the
-- play counters of its player's Manila day (a week or a month is the sum of its days), which the play
-- limits check at bet time. Nothing else: wagering progress is the turnover projector's (wagering_apply,
-- decision 106), never the bet's. The bets call it (provider_wallet_write_bets), and so does the
-- play policy's recordStake for a bet it checked itself (rg.queries.ts: addStake). Stakes are above
-- zero; rows are written in ascending player order, as every caller locks players.
CREATE OR REPLACE FUNCTION rg_record_stakes(p_users bigint[], p_days date[], p_amounts bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rg_play_counters AS c (user_id, period_start, stakes, wins)
  SELECT s.user_id, s.day, sum(s.amount), 0
    FROM unnest(p_users, p_days, p_amounts) AS s(user_id, day, amount)
   GROUP BY s.user_id, s.day ORDER BY s.user_id, s.day
  ON CONFLICT (user_id, period_start) DO UPDATE SET stakes = greatest(0, c.stakes + excluded.stakes);
END
$$;
