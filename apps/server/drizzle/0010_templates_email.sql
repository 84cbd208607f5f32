CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid,
	"system_key" text,
	"name" text NOT NULL,
	"sender_name" text NOT NULL,
	"variables" text[] DEFAULT '{}'::text[] NOT NULL,
	"locales" jsonb NOT NULL,
	"locale_codes" text[] NOT NULL,
	"consumer_applications" text[] DEFAULT '{}'::text[] NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"environment" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"recipient" text NOT NULL,
	"template_id" uuid,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"message_id" text NOT NULL,
	"failure_type" text,
	"reason" text,
	"code" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"address" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"code" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback_sends" ADD CONSTRAINT "feedback_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_sends_user" ON "feedback_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_sends_ip" ON "feedback_sends" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "templates_team" ON "templates" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "templates_consumer_applications" ON "templates" USING gin ("consumer_applications");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_system_key" ON "templates" USING btree ("system_key","environment") WHERE "templates"."system_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "email_events_recipient" ON "email_events" USING btree ("recipient","occurred_at");--> statement-breakpoint
CREATE INDEX "email_events_template" ON "email_events" USING btree ("template_id","occurred_at");--> statement-breakpoint
CREATE INDEX "email_events_message" ON "email_events" USING btree ("message_id");