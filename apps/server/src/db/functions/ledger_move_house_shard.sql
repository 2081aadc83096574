-- Moves a house account by p_amount on one of its shards and answers the shard: the first shard no
-- other transaction holds, from a start that depends on the connection so that connections spread out;
-- it waits only when every shard is busy. The shard stays locked to the end of the transaction (for a
-- zero amount too). ledger_write_journals moves each house account of a set of journals once, by their sum.
CREATE OR REPLACE FUNCTION ledger_move_house_shard(p_account bigint, p_shard_count smallint, p_amount bigint)
RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  v_start int := pg_backend_pid() % p_shard_count;
  v_shard smallint;
BEGIN
  IF p_amount <> 0 THEN
    UPDATE ledger_house_shards SET balance = balance + p_amount
     WHERE account_id = p_account
       AND shard = (SELECT shard FROM ledger_house_shards
                     WHERE account_id = p_account AND shard >= v_start ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING shard INTO v_shard;
    IF NOT FOUND THEN
      UPDATE ledger_house_shards SET balance = balance + p_amount
       WHERE account_id = p_account
         AND shard = coalesce((SELECT shard FROM ledger_house_shards
                                WHERE account_id = p_account AND shard < v_start
                                ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED), v_start)
      RETURNING shard INTO v_shard;
    END IF;
    RETURN v_shard;
  END IF;
  SELECT shard INTO v_shard FROM ledger_house_shards
   WHERE account_id = p_account AND shard >= v_start ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    SELECT shard INTO v_shard FROM ledger_house_shards
     WHERE account_id = p_account
       AND shard = coalesce((SELECT shard FROM ledger_house_shards
                              WHERE account_id = p_account AND shard < v_start
                              ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED), v_start)
       FOR UPDATE;
  END IF;
  RETURN v_shard;
END
$$;
