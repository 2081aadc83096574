-- What ledger_write_journals answers for requests whose key was posted before: the key's first
-- outcome and its postings, or a conflict when the request differs (another hash). Nothing is locked.
-- p_positions: the positions (from 1) in p_requests of those requests.
CREATE OR REPLACE FUNCTION ledger_replayed_journals(p_requests jsonb, p_positions int[])
RETURNS TABLE (request int, outcome text, journal_id bigint, created_at timestamptz, replayed boolean,
  rejection jsonb, account_ids bigint[], amounts bigint[], balances_after bigint[])
LANGUAGE sql STABLE AS $$
  SELECT r.position::int,
         CASE WHEN j.request_hash = r.request ->> 'hash' THEN j.status ELSE 'conflict' END,
         j.id, j.created_at, true,
         CASE WHEN j.request_hash = r.request ->> 'hash' THEN j.rejection END,
         p.accounts, p.amounts, p.afters
    FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
         JOIN LATERAL (SELECT j.id, j.request_hash, j.status, j.rejection, j.created_at FROM ledger_journals j
                        WHERE j.idempotency_key = r.request ->> 'key' LIMIT 1) j ON true
         LEFT JOIN LATERAL (SELECT array_agg(p.account_id ORDER BY p.leg) AS accounts,
                                   array_agg(p.amount ORDER BY p.leg) AS amounts,
                                   array_agg(p.balance_after ORDER BY p.leg) AS afters
                              FROM ledger_postings p
                             WHERE p.journal_id = j.id AND j.request_hash = r.request ->> 'hash') p ON true
   WHERE r.position = ANY (p_positions)
$$;
