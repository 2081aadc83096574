-- ledger_flush_house moves each held house shard with an update by its primary key
-- (docs/decisions/013-ledger.md, "Group commit").
--
-- It used one UPDATE … FROM jsonb_each(held sums), which the planner ran as a hash join over a
-- sequential scan of ledger_house_shards (every shard of every house account, and the dead versions
-- their constant updates leave): about 0.25 ms per batch, the largest fixed cost of a batch of bets,
-- paid again by every batch however small. A batch holds a handful of shards (the provider's, the
-- accrual account's and the four pools' for bets), each already locked by this transaction, so one
-- primary-key update per shard costs a few microseconds each, in the held sums' (key) order.
CREATE OR REPLACE FUNCTION ledger_flush_house() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_held jsonb := nullif(current_setting('ledger.held_house_legs', true), '')::jsonb;
  v_leg record;
BEGIN
  IF v_held IS NULL THEN
    RAISE EXCEPTION 'ledger_flush_house: no house legs are held back' USING ERRCODE = 'LG001';
  END IF;
  FOR v_leg IN
    SELECT e.key::bigint AS account_id, (e.value ->> 'shard')::smallint AS shard, (e.value ->> 'amount')::bigint AS amount
      FROM jsonb_each(v_held) e
  LOOP
    IF v_leg.amount <> 0 THEN
      UPDATE ledger_house_shards SET balance = balance + v_leg.amount
       WHERE account_id = v_leg.account_id AND shard = v_leg.shard;
    END IF;
  END LOOP;
  PERFORM set_config('ledger.held_house_legs', '', true);
END
$$;
