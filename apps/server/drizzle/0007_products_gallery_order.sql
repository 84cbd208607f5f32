DROP INDEX "products_type_name";--> statement-breakpoint
DROP INDEX "products_type_created";--> statement-breakpoint
CREATE INDEX "products_name_order" ON "products" USING btree (lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "products_created_order" ON "products" USING btree ("created_at","id");