CREATE TABLE "product_documents" (
	"product_id" uuid NOT NULL,
	"file" text NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_product_id_file_pk" PRIMARY KEY("product_id","file")
);
--> statement-breakpoint
CREATE TABLE "product_deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"deployed_url" text NOT NULL,
	"throttling" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_deployments_version_environment" UNIQUE("version_id","environment")
);
--> statement-breakpoint
CREATE TABLE "product_shares" (
	"product_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_shares_product_id_team_id_pk" PRIMARY KEY("product_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"version" text NOT NULL,
	"format" text NOT NULL,
	"syntax" text NOT NULL,
	"source" text NOT NULL,
	"document_json" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_versions_product_version" UNIQUE("product_id","version")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"namespace" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"visibility" text DEFAULT 'PRIVATE' NOT NULL,
	"owner_team_id" uuid NOT NULL,
	"approval_type" text DEFAULT 'auto' NOT NULL,
	"subscription_allowed" boolean DEFAULT true NOT NULL,
	"license_required" boolean DEFAULT false NOT NULL,
	"purchase_license_url" text,
	"subscription_expiry_days" integer DEFAULT 14 NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_namespace_name" UNIQUE("namespace","name")
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_deployments" ADD CONSTRAINT "product_deployments_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shares" ADD CONSTRAINT "product_shares_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shares" ADD CONSTRAINT "product_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_team_id_teams_id_fk" FOREIGN KEY ("owner_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_shares_team" ON "product_shares" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "products_owner" ON "products" USING btree ("owner_team_id");--> statement-breakpoint
CREATE INDEX "products_type_name" ON "products" USING btree ("type",lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "products_type_created" ON "products" USING btree ("type","created_at","id");