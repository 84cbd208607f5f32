-- The API caches some reads per instance (platform/db/read-cache.ts: the team membership the team pre-handler
-- resolves, the gallery's pages, the applications lists). Any statement that changes a table they read, on any
-- instance and by any code path, tells every instance at commit through NOTIFY (payload: the table's name; one per
-- table and transaction, PostgreSQL folds the rest), so a cached read never outlives a change it depends on.
CREATE OR REPLACE FUNCTION dc_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dc_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER teams_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER team_members_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER product_versions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_versions
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER product_shares_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_shares
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER catalog_products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_products
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER catalog_relations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_relations
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER applications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER api_subscriptions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON api_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();--> statement-breakpoint
CREATE TRIGGER application_secrets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON application_secrets
  FOR EACH STATEMENT EXECUTE FUNCTION dc_table_changed();
