CREATE TABLE "iot_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"client_id" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"connection_id" text,
	"last_connected_at" timestamp (3) with time zone,
	"last_disconnected_at" timestamp (3) with time zone,
	"last_reported_at" timestamp (3) with time zone,
	"certificate" jsonb,
	"dsn_type" text,
	"port" integer,
	"connection_type" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_devices_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "iot_devices_username_unique" UNIQUE("username"),
	CONSTRAINT "iot_devices_group_serial" UNIQUE("group_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "iot_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iot_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" uuid NOT NULL,
	"trace_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"client_id" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"payload" "bytea" NOT NULL,
	"qos" smallint DEFAULT 0 NOT NULL,
	"message_name" text,
	"port" integer
);
--> statement-breakpoint
CREATE TABLE "iot_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"region" text NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_endpoints" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"end_point" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"query_condition" text DEFAULT 'true' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"topic_suffix" text DEFAULT '' NOT NULL,
	"deliver_to_sqs" boolean DEFAULT false NOT NULL,
	"enable_base64_encoding" boolean DEFAULT false NOT NULL,
	"sql" text DEFAULT '' NOT NULL,
	"sqs_queue_url" text,
	"actions" jsonb NOT NULL,
	"actions_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iot_devices" ADD CONSTRAINT "iot_devices_group_id_iot_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."iot_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_events" ADD CONSTRAINT "iot_events_device_id_iot_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."iot_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_groups" ADD CONSTRAINT "iot_groups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_routes" ADD CONSTRAINT "iot_routes_group_id_iot_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."iot_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_rules" ADD CONSTRAINT "iot_rules_group_id_iot_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."iot_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_events_device_time" ON "iot_events" USING btree ("device_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "iot_events_device_topic_time" ON "iot_events" USING btree ("device_id","topic","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "iot_events_received_brin" ON "iot_events" USING brin ("received_at");--> statement-breakpoint
CREATE INDEX "iot_groups_team_kind" ON "iot_groups" USING btree ("team_id","kind","id");--> statement-breakpoint
CREATE INDEX "iot_routes_group_name" ON "iot_routes" USING btree ("group_id","name","id");--> statement-breakpoint
CREATE INDEX "iot_rules_group_name" ON "iot_rules" USING btree ("group_id","name","id");