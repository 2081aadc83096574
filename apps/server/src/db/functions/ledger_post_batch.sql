-- Several journals in one statement, so one transaction and one commit (group commit:
-- db/group-commit.ts sends the posts that queued while earlier batches were in flight). Answers
-- ledger_answer's JSON per request, in request order.
--
-- The set goes to ledger_write_journals at once. One it cannot write at once (LG003: a key twice,
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
    SELECT array_agg(ledger_answer(r.outcome, r.journal_id, r.created_at, r.replayed, r.rejection, r.accounts,
                                   r.amounts, r.afters) ORDER BY r.request)
      INTO v_answers
      FROM (SELECT w.request, min(w.outcome) AS outcome, min(w.journal_id) AS journal_id,
                   min(w.created_at) AS created_at, bool_or(w.replayed) AS replayed,
                   min(w.rejection::text)::jsonb AS rejection, array_agg(w.account_id ORDER BY w.leg) AS accounts,
                   array_agg(w.amount ORDER BY w.leg) AS amounts, array_agg(w.balance_after ORDER BY w.leg) AS afters
              FROM ledger_write_journals(p_requests, true) w
             GROUP BY w.request) r;
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
