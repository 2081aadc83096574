-- The hash of an audit entry (docs/decisions/065-audit-chain.md): SHA-256 over its fields and the
-- previous entry's hash, written as one JSON array so no two entries read the same; the time in
-- microseconds since 1970, so the session's time zone cannot change it.
CREATE OR REPLACE FUNCTION audit_entry_hash(
  p_id bigint, p_at timestamptz, p_staff text, p_role text, p_action text, p_target text,
  p_before jsonb, p_after jsonb, p_ip text, p_prev_hash text
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    p_id, (extract(epoch FROM p_at) * 1000000)::bigint, p_staff, p_role, p_action, p_target,
    p_before, p_after, p_ip, p_prev_hash
  )::text, 'UTF8')), 'hex')
$$;
