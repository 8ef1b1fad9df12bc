-- Before and after of every admin act (docs/decisions/admin.md, "Before and after"): while a site admin's change
-- runs, its transaction sets ovation.audit_capture to 'on' (transaction-local) and a row trigger on every table
-- copies what each statement changed here; the same transaction reads and deletes its captures into the audit row
-- before it commits, so this table is always empty to everyone else. The WHEN clause keeps the trigger function
-- from running at all for everyone else's writes.
CREATE TABLE admin_audit_changes (
  tx bigint NOT NULL DEFAULT txid_current(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  table_name text NOT NULL,
  row_key text NOT NULL,
  before jsonb,
  after jsonb
);
--> statement-breakpoint
-- The row's key columns come as the trigger's arguments. An update keeps only the columns it changed (updated_at
-- aside), an update that changed nothing else is not a change.
CREATE FUNCTION admin_audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  keyed jsonb := coalesce(new_row, old_row);
  row_key text;
BEGIN
  SELECT string_agg(keyed ->> col, '/') INTO row_key FROM unnest(TG_ARGV) AS col;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key) INTO old_row, new_row
      FROM jsonb_each(old_row) o
      WHERE o.key <> 'updated_at' AND o.value IS DISTINCT FROM new_row -> o.key;
    IF old_row IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO admin_audit_changes (table_name, row_key, before, after)
    VALUES (TG_TABLE_NAME, coalesce(row_key, md5(keyed::text)), old_row, new_row);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new table gets the trigger in its own migration: SELECT admin_audit_attach('the_table');
-- (src/server/platform/access/admin-acts.test.ts fails on a table without it).
CREATE FUNCTION admin_audit_attach(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_columns text;
BEGIN
  SELECT string_agg(quote_literal(a.attname), ', ' ORDER BY k.ord) INTO key_columns
    FROM pg_index i
    CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
    WHERE i.indrelid = target AND i.indisprimary;
  EXECUTE format(
    'CREATE TRIGGER admin_audit_capture AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW '
    'WHEN (current_setting(''ovation.audit_capture'', true) = ''on'') EXECUTE FUNCTION admin_audit_capture(%s)',
    target, coalesce(key_columns, ''));
END
$$;
--> statement-breakpoint
-- Every table but the log itself, what holds secrets or capability links whole (sessions, the dev mail outbox), a
-- request's bookkeeping (rate limits, the outbox of events) and visitors' telemetry, which no admin act changes.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.oid::regclass AS rel FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relname NOT IN ('admin_audit_log', 'admin_audit_changes', 'sessions', 'mail_outbox', 'rate_limits',
        'outbox_events', 'analytics_sessions', 'analytics_salts', 'analytics_actions', 'analytics_web_vitals',
        'analytics_daily', 'video_views')
  LOOP
    PERFORM admin_audit_attach(t.rel);
  END LOOP;
END
$$;
