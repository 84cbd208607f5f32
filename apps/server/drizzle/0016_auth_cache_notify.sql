-- The API caches open sessions and users per instance (identity/auth-cache.ts). Whatever ends a session or changes a
-- user, on any instance and by any code path (sign-out, revocation, expiry sweep, deletion), tells every instance
-- at commit through NOTIFY, so a session that ended is refused at once everywhere.
CREATE OR REPLACE FUNCTION dc_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('dc_auth', 'user:' || OLD.id::text);
  ELSIF OLD.type = 'Session' AND OLD.uid IS NOT NULL THEN
    PERFORM pg_notify('dc_auth', 'session:' || OLD.uid);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER oidc_payloads_auth_changed AFTER UPDATE OR DELETE ON oidc_payloads
  FOR EACH ROW EXECUTE FUNCTION dc_auth_changed();--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION dc_auth_changed();
