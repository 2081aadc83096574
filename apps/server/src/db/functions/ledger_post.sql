-- One journal, in the caller's transaction or as a statement of its own (ledger.service.ts: post).
-- p_postings: [{"user": 7, "kind": "coin", "asset": "PHP", "amount": -500},
--              {"house": "provider:originals", "asset": "PHP", "amount": 500}]
-- Answers ledger_answer's JSON; a shortfall is kept under its key as a rejection.
CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_hash text, p_kind text, p_postings jsonb, p_metadata jsonb)
RETURNS jsonb LANGUAGE sql AS $$
  SELECT ledger_answer(min(w.outcome), min(w.journal_id), min(w.created_at), bool_or(w.replayed), min(w.rejection::text)::jsonb,
                       array_agg(w.account_id ORDER BY w.leg), array_agg(w.amount ORDER BY w.leg),
                       array_agg(w.balance_after ORDER BY w.leg))
    FROM ledger_write_journals(jsonb_build_array(jsonb_build_object('key', p_key, 'hash', p_hash, 'kind', p_kind,
                                 'postings', p_postings, 'metadata', p_metadata)), true) w
$$;
