CREATE TABLE "catalog_products" (
	"catalog_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_catalog_id_product_id_pk" PRIMARY KEY("catalog_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid NOT NULL,
	"invite_type" text NOT NULL,
	"team_id" uuid,
	"invitee_email" text,
	"email_ref" text NOT NULL,
	"relationship_status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "catalog_relations_email_ref_unique" UNIQUE("email_ref")
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'custom' NOT NULL,
	"visibility" text DEFAULT 'PRIVATE' NOT NULL,
	"entity_type" text DEFAULT 'team_catalog' NOT NULL,
	"status" text DEFAULT 'unpublished' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_relations" ADD CONSTRAINT "catalog_relations_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_relations" ADD CONSTRAINT "catalog_relations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_relations" ADD CONSTRAINT "catalog_relations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_relations" ADD CONSTRAINT "catalog_relations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_products_product" ON "catalog_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_relations_team" ON "catalog_relations" USING btree ("catalog_id","team_id") WHERE "catalog_relations"."invite_type" = 'INTERNAL_ACCOUNT';--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_relations_email" ON "catalog_relations" USING btree ("catalog_id","invitee_email") WHERE "catalog_relations"."invite_type" = 'USER_EXTERNAL_ACCOUNT';--> statement-breakpoint
CREATE INDEX "catalog_relations_granted" ON "catalog_relations" USING btree ("team_id","catalog_id") WHERE "catalog_relations"."relationship_status" = 'committed';--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_team_name" ON "catalogs" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "catalogs_public" ON "catalogs" USING btree ("visibility","status","type");