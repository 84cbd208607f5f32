CREATE TABLE "account_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"role_display_name" text NOT NULL,
	"invited_by" uuid,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_link_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_team_id" uuid NOT NULL,
	"inviter_user_id" uuid,
	"inviter_email" text NOT NULL,
	"invitee_email" text NOT NULL,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_link_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_low_id" uuid NOT NULL,
	"team_high_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "role_display_name" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "relation_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_activations" ADD CONSTRAINT "account_activations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activations" ADD CONSTRAINT "account_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_link_invitations" ADD CONSTRAINT "team_link_invitations_inviter_team_id_teams_id_fk" FOREIGN KEY ("inviter_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_link_invitations" ADD CONSTRAINT "team_link_invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_link_relations" ADD CONSTRAINT "team_link_relations_team_low_id_teams_id_fk" FOREIGN KEY ("team_low_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_link_relations" ADD CONSTRAINT "team_link_relations_team_high_id_teams_id_fk" FOREIGN KEY ("team_high_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_link_relations" ADD CONSTRAINT "team_link_relations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activations_account" ON "account_activations" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_open" ON "team_invitations" USING btree ("team_id","email") WHERE "team_invitations"."status" = 'INVITED';--> statement-breakpoint
CREATE INDEX "team_invitations_email" ON "team_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "team_link_invitations_inviter" ON "team_link_invitations" USING btree ("inviter_team_id");--> statement-breakpoint
CREATE INDEX "team_link_invitations_invitee" ON "team_link_invitations" USING btree ("invitee_email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_link_relations_pair" ON "team_link_relations" USING btree ("team_low_id","team_high_id");--> statement-breakpoint
CREATE INDEX "team_link_relations_high" ON "team_link_relations" USING btree ("team_high_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_account_name" ON "teams" USING btree ("account_id",lower("name")) WHERE upper("teams"."type") <> 'INDIVIDUAL';--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_relation_id_unique" UNIQUE("relation_id");