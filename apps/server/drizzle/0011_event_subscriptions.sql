CREATE TABLE "event_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"protocol" text NOT NULL,
	"status_code" integer,
	"outcome" text NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid NOT NULL,
	"attributes" jsonb NOT NULL,
	"payload" jsonb,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"deployment_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"endpoint" text,
	"filter" jsonb,
	"signing_secret" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_subscription_id_event_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."event_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_publication_id_event_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."event_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_publications" ADD CONSTRAINT "event_publications_deployment_id_product_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."product_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_publications" ADD CONSTRAINT "event_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_deployment_id_product_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."product_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_subscriptions" ADD CONSTRAINT "event_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_deliveries_subscription" ON "event_deliveries" USING btree ("subscription_id","attempted_at");--> statement-breakpoint
CREATE INDEX "event_publications_deployment" ON "event_publications" USING btree ("deployment_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_subscriptions_application_deployment" ON "event_subscriptions" USING btree ("application_id","deployment_id");--> statement-breakpoint
CREATE INDEX "event_subscriptions_team" ON "event_subscriptions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "event_subscriptions_deployment" ON "event_subscriptions" USING btree ("deployment_id");