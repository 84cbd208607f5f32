-- Device events partitioned by UTC day of received_at (issue 24 item 4): retention drops whole days instead of
-- deleting rows one by one, and a one-device window query reads one day's small index instead of the whole table's.
-- Partitions are named iot_events_pYYYYMMDD. The server creates them ahead (at start and hourly) and on demand when
-- an insert finds none for its day (modules/iot/ingest/partitions.ts). There is no DEFAULT partition: a row parked
-- there would block creating its day's partition later, and every new partition would have to scan it.
CREATE FUNCTION iot_events_create_partitions(from_ts timestamptz, to_ts timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  day date := (from_ts AT TIME ZONE 'UTC')::date;
  last date := (to_ts AT TIME ZONE 'UTC')::date;
  created integer := 0;
  name text;
BEGIN
  WHILE day <= last LOOP
    name := 'iot_events_p' || to_char(day, 'YYYYMMDD');
    IF to_regclass(quote_ident(name)) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF iot_events FOR VALUES FROM (%L) TO (%L)', name,
                     day::timestamp AT TIME ZONE 'UTC', (day + 1)::timestamp AT TIME ZONE 'UTC');
      created := created + 1;
    END IF;
    day := day + 1;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
-- The existing table is renamed and its index and sequence names freed, then its rows are copied into the new one.
ALTER TABLE "iot_events" RENAME TO "iot_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "iot_events_unpartitioned" DROP CONSTRAINT "iot_events_pkey";--> statement-breakpoint
DROP INDEX "iot_events_device_time";--> statement-breakpoint
DROP INDEX "iot_events_device_topic_time";--> statement-breakpoint
DROP INDEX "iot_events_received_brin";--> statement-breakpoint
ALTER SEQUENCE "iot_events_id_seq" RENAME TO "iot_events_unpartitioned_id_seq";--> statement-breakpoint
CREATE TABLE "iot_events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "iot_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" uuid NOT NULL,
	"trace_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"client_id" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"payload" "bytea" NOT NULL,
	"qos" smallint DEFAULT 0 NOT NULL,
	"message_name" text,
	"port" integer
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
-- Every day that has events (only those: one stray old event must not make years of empty days), and a week ahead.
SELECT iot_events_create_partitions(day, day)
  FROM (SELECT DISTINCT date_trunc('day', "received_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day
          FROM "iot_events_unpartitioned") days;
--> statement-breakpoint
SELECT iot_events_create_partitions(now(), now() + interval '7 days');
--> statement-breakpoint
INSERT INTO "iot_events" OVERRIDING SYSTEM VALUE SELECT * FROM "iot_events_unpartitioned";--> statement-breakpoint
SELECT setval('iot_events_id_seq', coalesce((SELECT max("id") FROM "iot_events_unpartitioned"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "iot_events_unpartitioned";--> statement-breakpoint
-- Keys and indexes after the copy (built once per partition rather than maintained row by row).
ALTER TABLE "iot_events" ADD CONSTRAINT "iot_events_id_received_at_pk" PRIMARY KEY("id","received_at");--> statement-breakpoint
ALTER TABLE "iot_events" ADD CONSTRAINT "iot_events_device_id_iot_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_events_device_time" ON "iot_events" USING btree ("device_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "iot_events_device_topic_time" ON "iot_events" USING btree ("device_id","topic","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "iot_events_received_brin" ON "iot_events" USING brin ("received_at");
