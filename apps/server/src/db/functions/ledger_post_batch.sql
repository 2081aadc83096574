-- Several journals in one statement, so one transaction and one commit (group commit:
-- db/group-commit.ts sends the posts that queued while earlier batches were in flight). Answers
-- ledger_answer's JSON per request, in request order.
--
-- The set goes to ledger_write_journals at once, as its arrays (p_requests: [{key, hash, kind,
-- postings, metadata}], as ledger_post takes each). One it cannot write at once (LG003: a key twice,
-- a debit a balance does not cover, a key taken meanwhile) goes one request at a time, each request
-- as ledger_post writes it, in ascending order of the player account it names (its top-level `user`
-- and `account`, set when it names exactly one; accounts not open yet last, in the order of owner and
-- kind), so that concurrent batches take player rows in one order.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_requests jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_answers jsonb[];
  v_next record;
BEGIN
  BEGIN
    WITH requests AS MATERIALIZED (
      SELECT e.request, e.position FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e(request, position))
    SELECT array_agg(ledger_answer(w.outcome, w.journal_id, w.created_at, w.replayed, w.rejection, w.account_ids,
                                   w.amounts, w.balances_after) ORDER BY w.request)
      INTO v_answers
      FROM (SELECT (SELECT array_agg(e.request ->> 'key' ORDER BY e.position) FROM requests e) AS keys,
                   (SELECT array_agg(e.request ->> 'hash' ORDER BY e.position) FROM requests e) AS hashes,
                   (SELECT array_agg(e.request ->> 'kind' ORDER BY e.position) FROM requests e) AS kinds,
                   (SELECT array_agg(e.request -> 'metadata' ORDER BY e.position) FROM requests e) AS metadata,
                   coalesce(array_agg(l.position::int ORDER BY l.position, l.n), '{}') AS requests,
                   coalesce(array_agg((l.leg ->> 'user')::bigint ORDER BY l.position, l.n), '{}') AS users,
                   coalesce(array_agg(l.leg ->> 'kind' ORDER BY l.position, l.n), '{}') AS leg_kinds,
                   coalesce(array_agg(l.leg ->> 'house' ORDER BY l.position, l.n), '{}') AS houses,
                   coalesce(array_agg(l.leg ->> 'asset' ORDER BY l.position, l.n), '{}') AS assets,
                   coalesce(array_agg((l.leg ->> 'amount')::bigint ORDER BY l.position, l.n), '{}') AS amounts
              FROM (SELECT e.position, p.leg, p.n
                      FROM requests e
                           CROSS JOIN LATERAL jsonb_array_elements(
                             CASE WHEN jsonb_typeof(e.request -> 'postings') = 'array' THEN e.request -> 'postings'
                                  ELSE '[]' END) WITH ORDINALITY AS p(leg, n)) l) a
           CROSS JOIN LATERAL ledger_write_journals(a.keys, a.hashes, a.kinds, a.metadata, a.requests, a.users,
                                                    a.leg_kinds, a.houses, a.assets, a.amounts, true) w;
    RETURN to_jsonb(v_answers);
  EXCEPTION WHEN SQLSTATE 'LG003' THEN
    v_answers := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_requests)]);
  END;
  FOR v_next IN
    SELECT e.position::int AS position, e.request
      FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e(request, position)
     ORDER BY (SELECT a.id FROM ledger_accounts a
                WHERE a.holder = 'player' AND a.owner_user_id = (e.request ->> 'user')::bigint
                  AND a.kind = e.request ->> 'account') NULLS LAST,
              (e.request ->> 'user')::bigint, e.request ->> 'account', e.position
  LOOP
    v_answers[v_next.position] := ledger_post(v_next.request ->> 'key', v_next.request ->> 'hash',
      v_next.request ->> 'kind', v_next.request -> 'postings', v_next.request -> 'metadata');
  END LOOP;
  RETURN to_jsonb(v_answers);
END
$$;
