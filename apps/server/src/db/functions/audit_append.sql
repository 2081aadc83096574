-- Appends one entry to the audit chain (docs/decisions/065-audit-chain.md). Appends wait for each
-- other on an advisory lock held to the end of the transaction, so every entry links to the one
-- committed before it and the chain stays one line, across server processes too.
CREATE OR REPLACE FUNCTION audit_append(
  p_staff text, p_role text, p_action text, p_target text, p_before jsonb, p_after jsonb, p_ip text
) RETURNS audit_log LANGUAGE plpgsql AS $$
DECLARE
  v_last audit_log;
  v_entry audit_log;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log_append'));
  SELECT * INTO v_last FROM audit_log ORDER BY id DESC LIMIT 1;
  v_entry.id := coalesce(v_last.id, 0) + 1;
  v_entry.at := clock_timestamp();
  v_entry.staff := p_staff;
  v_entry.role := p_role;
  v_entry.action := p_action;
  v_entry.target := p_target;
  v_entry.before := p_before;
  v_entry.after := p_after;
  v_entry.ip := p_ip;
  v_entry.prev_hash := coalesce(v_last.hash, repeat('0', 64));
  v_entry.hash := audit_entry_hash(v_entry.id, v_entry.at, p_staff, p_role, p_action, p_target,
                                   p_before, p_after, p_ip, v_entry.prev_hash);
  INSERT INTO audit_log VALUES (v_entry.*);
  RETURN v_entry;
END
$$;
