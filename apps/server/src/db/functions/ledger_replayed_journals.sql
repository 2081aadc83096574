-- What ledger_write_journals answers for requests whose key was posted before: the key's first
-- outcome and its postings in leg order, a row per request (NULL arrays for a rejection, and for a
-- conflict, when the request differs: another hash). Nothing is locked. p_positions: the positions
-- (from 1) in p_keys and p_hashes of those requests.
DROP FUNCTION IF EXISTS ledger_replayed_journals(jsonb, int[]);
DROP FUNCTION IF EXISTS ledger_replayed_journals(text[], text[], int[]);
CREATE FUNCTION ledger_replayed_journals(p_keys text[], p_hashes text[], p_positions int[])
RETURNS TABLE (request int, outcome text, journal_id bigint, created_at timestamptz, replayed boolean,
  rejection jsonb, account_ids bigint[], amounts bigint[], balances_after bigint[])
LANGUAGE sql STABLE AS $$
  SELECT r.position,
         CASE WHEN j.request_hash = p_hashes[r.position] THEN j.status ELSE 'conflict' END,
         j.id, j.created_at, true,
         CASE WHEN j.request_hash = p_hashes[r.position] THEN j.rejection END,
         p.accounts, p.amounts, p.afters
    FROM unnest(p_positions) AS r(position)
         JOIN LATERAL (SELECT j.id, j.request_hash, j.status, j.rejection, j.created_at FROM ledger_journals j
                        WHERE j.idempotency_key = p_keys[r.position] LIMIT 1) j ON true
         LEFT JOIN LATERAL (SELECT array_agg(p.account_id ORDER BY p.leg) AS accounts,
                                   array_agg(p.amount ORDER BY p.leg) AS amounts,
                                   array_agg(p.balance_after ORDER BY p.leg) AS afters
                              FROM ledger_postings p
                             WHERE p.journal_id = j.id AND j.request_hash = p_hashes[r.position]) p ON true
$$;
