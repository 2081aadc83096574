-- Opens a player's account with a zero balance, or finds the one a concurrent call just opened.
-- ledger_write_journals opens an account the first time a journal names it.
CREATE OR REPLACE FUNCTION ledger_open_player_account(p_user bigint, p_kind text, p_asset text)
RETURNS ledger_accounts LANGUAGE plpgsql AS $$
DECLARE
  v_account ledger_accounts;
BEGIN
  INSERT INTO ledger_accounts (holder, kind, asset, owner_user_id)
  VALUES ('player', p_kind, p_asset, p_user)
  ON CONFLICT (owner_user_id, kind) WHERE holder = 'player' DO NOTHING
  RETURNING * INTO v_account;
  IF FOUND THEN
    INSERT INTO ledger_player_balances (account_id) VALUES (v_account.id);
  ELSE
    SELECT * INTO STRICT v_account FROM ledger_accounts
     WHERE holder = 'player' AND owner_user_id = p_user AND kind = p_kind;
  END IF;
  RETURN v_account;
END
$$;
