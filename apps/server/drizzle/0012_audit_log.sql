CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"team_id" uuid,
	"action" text NOT NULL,
	"subject" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_team" ON "audit_log" USING btree ("team_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","occurred_at");