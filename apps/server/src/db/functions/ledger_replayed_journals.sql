-- What ledger_write_journals answers for requests whose key was posted before: the key's first
-- outcome and its postings, a row per posting (one row with no leg for a rejection or a conflict, when
-- the request differs: another hash). Nothing is locked. p_positions: the positions (from 1) in
-- p_requests of those requests.
DROP FUNCTION IF EXISTS ledger_replayed_journals(jsonb, int[]);
CREATE FUNCTION ledger_replayed_journals(p_requests jsonb, p_positions int[])
RETURNS TABLE (request int, outcome text, journal_id bigint, created_at timestamptz, replayed boolean,
  rejection jsonb, leg smallint, account_id bigint, amount bigint, balance_after bigint)
LANGUAGE sql STABLE AS $$
  SELECT r.position::int,
         CASE WHEN j.request_hash = r.request ->> 'hash' THEN j.status ELSE 'conflict' END,
         j.id, j.created_at, true,
         CASE WHEN j.request_hash = r.request ->> 'hash' THEN j.rejection END,
         p.leg, p.account_id, p.amount, p.balance_after
    FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(request, position)
         JOIN LATERAL (SELECT j.id, j.request_hash, j.status, j.rejection, j.created_at FROM ledger_journals j
                        WHERE j.idempotency_key = r.request ->> 'key' LIMIT 1) j ON true
         LEFT JOIN ledger_postings p ON p.journal_id = j.id AND j.request_hash = r.request ->> 'hash'
   WHERE r.position = ANY (p_positions)
$$;
