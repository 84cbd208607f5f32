-- Days of iot_events that have not begun yet (today, and up to a week ahead) are made as partitioned tables of 24
-- hourly leaves (iot_events_pYYYYMMDD_HH), so the hourly job can rewrite each closed hour of the open day in device
-- order (modules/iot/ingest/ordered-hours.ts): a first page of a device's window then reads a few heap blocks instead
-- of one per event. The keys, indexes and foreign key of iot_events reach the leaves. Once the day has closed, the
-- day rewrite (ordered-days.ts) turns it into one plain ordered partition again, so old days stay single leaves.
-- Other days (history replayed years back, events far ahead) are plain partitions as before: their hours are all
-- closed when they are read, and the day rewrite orders them. Days ahead are made for today and tomorrow only (the
-- hourly job makes tomorrow 23 hours ahead; a week would be 150 more leaves to plan around).
CREATE OR REPLACE FUNCTION iot_events_create_partitions(from_ts timestamptz, to_ts timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  day date := (from_ts AT TIME ZONE 'UTC')::date;
  last date := (to_ts AT TIME ZONE 'UTC')::date;
  today date := (now() AT TIME ZONE 'UTC')::date;
  created integer := 0;
  name text;
  t0 timestamptz;
BEGIN
  WHILE day <= last LOOP
    name := 'iot_events_p' || to_char(day, 'YYYYMMDD');
    t0 := day::timestamp AT TIME ZONE 'UTC';
    IF to_regclass(quote_ident(name)) IS NULL THEN
      IF day >= today AND day <= today + 7 THEN
        EXECUTE format('CREATE TABLE %I PARTITION OF iot_events FOR VALUES FROM (%L) TO (%L) PARTITION BY RANGE (received_at)',
                       name, t0, t0 + interval '1 day');
        FOR h IN 0..23 LOOP
          EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
                         name || '_' || lpad(h::text, 2, '0'), name, t0 + h * interval '1 hour',
                         t0 + (h + 1) * interval '1 hour');
        END LOOP;
      ELSE
        EXECUTE format('CREATE TABLE %I PARTITION OF iot_events FOR VALUES FROM (%L) TO (%L)', name, t0,
                       t0 + interval '1 day');
      END IF;
      created := created + 1;
    END IF;
    day := day + 1;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
-- The empty plain days that 0017 made ahead (today and the coming week, on a new database all of them) are made again
-- with hourly leaves; a day that has events already (today on a running system) stays as it is. The parent is locked
-- first, in the order inserts take their locks, so no insert lands in a day between the check and the drop.
LOCK TABLE iot_events IN ACCESS EXCLUSIVE MODE;
--> statement-breakpoint
DO $$
DECLARE
  day date;
  name text;
  empty boolean;
BEGIN
  FOR day IN SELECT generate_series((now() AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC')::date + 7, interval '1 day')::date LOOP
    name := 'iot_events_p' || to_char(day, 'YYYYMMDD');
    IF (SELECT relkind FROM pg_class WHERE oid = to_regclass(quote_ident(name))) = 'r' THEN
      EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %I)', name) INTO empty;
      IF empty THEN
        EXECUTE format('DROP TABLE %I', name);
      END IF;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT iot_events_create_partitions(now(), now() + interval '1 day');
