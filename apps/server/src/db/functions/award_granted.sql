-- "Granted?" for the database's own functions (docs/decisions/110-award-engine-owns-its-records.md):
-- true when the player has the source's grant of the key (the source's own part, e.g. 'invite-42').
-- The award engine's read API on the SQL side, as grantedCondition is on the TypeScript side: the
-- rollups' triggers (decision 111) ask it and never name award_grants or build a stored key.
-- One index probe on the grant's unique key.
CREATE OR REPLACE FUNCTION award_granted(p_source text, p_user bigint, p_key text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM award_grants WHERE key = 'award:' || p_source || ':' || p_user || ':' || p_key)
$$;
