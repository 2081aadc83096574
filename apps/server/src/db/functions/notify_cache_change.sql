-- Tells every server instance that a table its caches are built from changed (decision 071): a
-- statement that writes one of these tables sends NOTIFY cache_change with the table's name, delivered
-- when its transaction commits, whoever wrote it (a server, the operator's CLI, psql, a restore). Each
-- instance drops the copies built from that table (platform/cache-invalidation.ts); their one or two
-- seconds of life remain the bound when a notification is lost while the listening connection reopens.
CREATE OR REPLACE FUNCTION notify_cache_change()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

-- The maintenance switch and the app config (settings), and the game catalogue.
CREATE OR REPLACE TRIGGER settings_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
CREATE OR REPLACE TRIGGER games_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
CREATE OR REPLACE TRIGGER game_types_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_types
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
CREATE OR REPLACE TRIGGER game_brands_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
CREATE OR REPLACE TRIGGER game_platforms_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_platforms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
