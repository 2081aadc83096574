-- The audit chain is history (reliability check C15, docs/decisions/065-audit-chain.md): nothing
-- changes or removes an entry. SQLSTATE AU001 = an attempt to.
CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: the audit log is append-only', TG_OP, TG_TABLE_NAME USING ERRCODE = 'AU001';
END
$$;

CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
