CREATE TABLE "email_event_counts" (
	"template_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"bounce" integer DEFAULT 0 NOT NULL,
	"suppress_bounce" integer DEFAULT 0 NOT NULL,
	"suppress_complaint" integer DEFAULT 0 NOT NULL,
	"complained" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_event_counts_template_id_hour_pk" PRIMARY KEY("template_id","hour")
);
--> statement-breakpoint
-- Each INSERT into email_events adds its rows to the hour counts once, in the same transaction (a statement
-- trigger over the inserted rows: one upsert per statement, however many events a batch records).
CREATE FUNCTION email_event_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO email_event_counts AS c
         (template_id, hour, delivered, accepted, bounce, suppress_bounce, suppress_complaint, complained)
  SELECT template_id, date_trunc('hour', occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
         count(*) FILTER (WHERE event_type = 'delivered'), count(*) FILTER (WHERE event_type = 'accepted'),
         count(*) FILTER (WHERE failure_type = 'bounce'), count(*) FILTER (WHERE failure_type = 'suppress-bounce'),
         count(*) FILTER (WHERE failure_type = 'suppress-complaint'), count(*) FILTER (WHERE failure_type = 'complaint')
    FROM new_events
   WHERE template_id IS NOT NULL
   GROUP BY 1, 2
   ORDER BY 1, 2 -- one lock order for every writer: concurrent batches touching the same hours cannot deadlock
  ON CONFLICT (template_id, hour) DO UPDATE
     SET delivered = c.delivered + EXCLUDED.delivered, accepted = c.accepted + EXCLUDED.accepted,
         bounce = c.bounce + EXCLUDED.bounce, suppress_bounce = c.suppress_bounce + EXCLUDED.suppress_bounce,
         suppress_complaint = c.suppress_complaint + EXCLUDED.suppress_complaint,
         complained = c.complained + EXCLUDED.complained;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER email_events_count AFTER INSERT ON email_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION email_event_counts_add();
--> statement-breakpoint
-- Backfill from the events recorded so far. CREATE TRIGGER holds a lock that keeps other writers out until this
-- migration commits, so every event is counted once: here if it is already stored, by the trigger if it comes later.
INSERT INTO email_event_counts
       (template_id, hour, delivered, accepted, bounce, suppress_bounce, suppress_complaint, complained)
SELECT template_id, date_trunc('hour', occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
       count(*) FILTER (WHERE event_type = 'delivered'), count(*) FILTER (WHERE event_type = 'accepted'),
       count(*) FILTER (WHERE failure_type = 'bounce'), count(*) FILTER (WHERE failure_type = 'suppress-bounce'),
       count(*) FILTER (WHERE failure_type = 'suppress-complaint'), count(*) FILTER (WHERE failure_type = 'complaint')
  FROM email_events
 WHERE template_id IS NOT NULL
 GROUP BY 1, 2;
