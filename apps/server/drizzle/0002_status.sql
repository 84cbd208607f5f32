CREATE TABLE "status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"component" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_maintenance" (
	"id" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"message" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "type" SET DEFAULT 'ENTERPRISE';--> statement-breakpoint
ALTER TABLE "status_maintenance" ADD CONSTRAINT "status_maintenance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_history_at" ON "status_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "status_history_component_at" ON "status_history" USING btree ("component","at");--> statement-breakpoint
UPDATE "teams" SET "type" = 'ENTERPRISE' WHERE "type" = 'STANDARD';
