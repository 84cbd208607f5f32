-- Template mails are rendered by the worker (issue 24): a send stores the template's locale once (mail_sources, never
-- changed) and each mail's values, instead of each mail's rendered HTML and text written, logged and read back.
CREATE TABLE "mail_sources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "source_values" jsonb;
