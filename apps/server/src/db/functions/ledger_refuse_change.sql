-- Journals and postings are history: mistakes are corrected by new journals, never by edits
-- (docs/decisions/013-ledger.md). SQLSTATE LG002 = an attempt to change or remove ledger history.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: the ledger is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'LG002';
END
$$;

CREATE OR REPLACE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
