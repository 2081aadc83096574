-- Provider bets, as one statement (docs/decisions/020-sql-functions-and-one-bet-path.md): the
-- seamless wallet sends every bet here, a batch of those that arrived together (group commit,
-- db/group-commit.ts) or one alone. Takes and answers what provider_wallet_write_bets does.
--
-- The batch goes to provider_wallet_write_bets at once. One it cannot write at once goes again one bet at a
-- time, each alone through the same function, in ascending player order, each under a savepoint of
-- its own so that a refused bet is undone alone: a shortfall is INSUFFICIENT_FUNDS for the bet that
-- meets it, the second of an id twice finds the first's claim, and a bet whose id or round a
-- concurrent transaction stored meanwhile runs once more and meets what that transaction wrote.
CREATE OR REPLACE FUNCTION provider_wallet_place_bets(p_bets jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_answers jsonb[];
  v_next record;
  v_message text;
  v_detail text;
BEGIN
  BEGIN
    RETURN provider_wallet_write_bets(p_bets);
  EXCEPTION WHEN SQLSTATE 'WB001' OR SQLSTATE 'WB003' OR SQLSTATE 'LG003' OR unique_violation OR deadlock_detected THEN
    -- A deadlock: a retried bet in two batches at once; rolling back releases this batch's locks
    -- and the bets alone wait their turn.
    v_answers := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_bets)]);
  END;
  FOR v_next IN
    SELECT e.position::int AS position, e.bet
      FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS e(bet, position)
     ORDER BY (e.bet ->> 'user')::bigint, e.position
  LOOP
    FOR v_attempt IN 1 .. 2 LOOP
      BEGIN
        v_answers[v_next.position] := provider_wallet_write_bets(jsonb_build_array(v_next.bet)) -> 0;
        EXIT;
      EXCEPTION
        WHEN SQLSTATE 'WB001' THEN
          GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
          v_answers[v_next.position] := jsonb_build_object('refused', v_message, 'reason', nullif(v_detail, ''));
          EXIT;
        WHEN SQLSTATE 'WB003' OR unique_violation THEN
          IF v_attempt = 2 THEN
            RAISE;
          END IF;
      END;
    END LOOP;
  END LOOP;
  RETURN to_jsonb(v_answers);
END
$$;
