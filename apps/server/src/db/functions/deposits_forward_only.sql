-- A deposit's state only moves forward (docs/decisions/014-deposits-and-gateways.md): paid is final;
-- held may only become paid (an operator credits a reviewed payment); failed, expired and cancelled
-- may only become held (a payment that came too late); pending never goes back to created.
CREATE OR REPLACE FUNCTION deposits_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state IS DISTINCT FROM OLD.state AND NOT (
       (OLD.state = 'created' AND NEW.state IN ('pending', 'paid', 'failed', 'expired', 'cancelled', 'held'))
    OR (OLD.state = 'pending' AND NEW.state IN ('paid', 'failed', 'expired', 'cancelled', 'held'))
    OR (OLD.state IN ('failed', 'expired', 'cancelled') AND NEW.state = 'held')
    OR (OLD.state = 'held' AND NEW.state = 'paid')
  ) THEN
    RAISE EXCEPTION 'deposit % cannot move from % to %', OLD.id, OLD.state, NEW.state USING ERRCODE = 'DP001';
  END IF;
  IF OLD.state = 'paid' AND (NEW.amount <> OLD.amount OR NEW.payment_id IS DISTINCT FROM OLD.payment_id
                             OR NEW.journal_id IS DISTINCT FROM OLD.journal_id) THEN
    RAISE EXCEPTION 'paid deposit % cannot change', OLD.id USING ERRCODE = 'DP001';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER deposits_forward_only BEFORE UPDATE ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_forward_only();
