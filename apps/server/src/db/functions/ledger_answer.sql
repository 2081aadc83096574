-- One row of ledger_write_journals as the JSON that ledger_post and ledger_post_batch answer and
-- modules/ledger/ledger-post.queries.ts reads: {outcome, journalId, createdAt, replayed, rejection,
-- postings: [{accountId, amount, balanceAfter}]} (a conflict: {outcome, journalId}).
DROP FUNCTION IF EXISTS ledger_answer(text, bigint, timestamptz, boolean, jsonb, bigint[], bigint[], bigint[]);
CREATE FUNCTION ledger_answer(p_outcome text, p_journal bigint, p_created timestamptz,
  p_replayed boolean, p_rejection jsonb, p_accounts bigint[], p_amounts bigint[], p_after bigint[])
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- PL/pgSQL, not SQL: a SQL function that cannot be inlined is parsed again on every call.
  RETURN CASE WHEN p_outcome = 'conflict'
              THEN jsonb_build_object('outcome', p_outcome, 'journalId', p_journal)
              ELSE jsonb_build_object(
                'outcome', p_outcome,
                'journalId', p_journal,
                'createdAt', floor(extract(epoch FROM p_created) * 1000)::bigint,
                'replayed', p_replayed,
                'rejection', p_rejection,
                'postings', CASE WHEN p_outcome = 'posted' AND p_accounts[1] IS NOT NULL THEN
                  (SELECT jsonb_agg(jsonb_build_object('accountId', x.account, 'amount', x.amount, 'balanceAfter', x.after)
                                    ORDER BY x.i)
                     FROM unnest(p_accounts, p_amounts, p_after) WITH ORDINALITY AS x(account, amount, after, i))
                  ELSE '[]'::jsonb END)
         END;
END
$$;
