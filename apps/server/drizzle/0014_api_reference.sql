CREATE TABLE "api_reference_parts" (
	"version_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "api_reference_parts_version_id_kind_key_pk" PRIMARY KEY("version_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "api_reference_parts" ADD CONSTRAINT "api_reference_parts_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;