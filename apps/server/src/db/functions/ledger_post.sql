-- One journal, in the caller's transaction or as a statement of its own (ledger.service.ts: post).
-- p_postings: [{"user": 7, "kind": "coin", "asset": "PHP", "amount": -500},
--              {"house": "provider:originals", "asset": "PHP", "amount": 500}]
-- Answers ledger_answer's JSON; a shortfall is kept under its key as a rejection. The postings go to
-- ledger_write_journals as its leg arrays (postings that are not a list: none, which it refuses).
CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_hash text, p_kind text, p_postings jsonb, p_metadata jsonb)
RETURNS jsonb LANGUAGE sql AS $$
  SELECT ledger_answer(w.outcome, w.journal_id, w.created_at, w.replayed, w.rejection, w.account_ids, w.amounts,
                       w.balances_after)
    FROM (SELECT coalesce(array_agg(1 ORDER BY l.n), '{}') AS requests,
                 coalesce(array_agg((l.leg ->> 'user')::bigint ORDER BY l.n), '{}') AS users,
                 coalesce(array_agg(l.leg ->> 'kind' ORDER BY l.n), '{}') AS kinds,
                 coalesce(array_agg(l.leg ->> 'house' ORDER BY l.n), '{}') AS houses,
                 coalesce(array_agg(l.leg ->> 'asset' ORDER BY l.n), '{}') AS assets,
                 coalesce(array_agg((l.leg ->> 'amount')::bigint ORDER BY l.n), '{}') AS amounts
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_postings) = 'array' THEN p_postings ELSE '[]' END)
                   WITH ORDINALITY AS l(leg, n)) l
         CROSS JOIN LATERAL ledger_write_journals(ARRAY[p_key], ARRAY[p_hash], ARRAY[p_kind], ARRAY[p_metadata],
                                                  l.requests, l.users, l.kinds, l.houses, l.assets, l.amounts, true) w
$$;
