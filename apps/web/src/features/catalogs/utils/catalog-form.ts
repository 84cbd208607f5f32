/**
 * The editor's fields (spec 2 sections 3, 5). The name is required here; its length is left to the server, whose
 * CT1002 'Length may not exceed 10 characters' the form shows with its code (spec 2 sections 5, 8). Messages are
 * translation keys of the catalogs namespace.
 */
import { z } from 'zod';
import {
  CATALOG_DESCRIPTION_MAX,
  CATALOG_DETAILS_MAX,
  CATALOG_DISPLAY_NAME_MAX,
  type Catalog,
  type Product,
} from '@dc/contracts';

export const catalogFormSchema = z.object({
  name: z.string().trim().min(1, 'editor.nameRequired'),
  displayName: z.string().trim().max(CATALOG_DISPLAY_NAME_MAX),
  description: z.string().max(CATALOG_DESCRIPTION_MAX),
  details: z.string().max(CATALOG_DETAILS_MAX),
});
export type CatalogFormValues = z.infer<typeof catalogFormSchema>;

/** Create defaults: everything empty (spec 2 section 3). */
export const formValuesOf = (c?: Catalog): CatalogFormValues => ({
  name: c?.name ?? '',
  // A display name that only repeats the name stays empty, so that renaming renames both.
  displayName: c && c.displayName !== c.name ? c.displayName : '',
  description: c?.description ?? '',
  details: c?.details ?? '',
});

/** A product picked for the catalog: what the list shows of it. */
export type PickedProduct = Pick<Product, 'uuid' | 'displayName' | 'type' | 'description'>;

export const pickedOf = (p: PickedProduct): PickedProduct => ({
  uuid: p.uuid,
  displayName: p.displayName,
  type: p.type,
  description: p.description,
});

/** Name errors the server reports (CT1001 taken, CT1002 too long) belong under the name field. */
export const NAME_ERROR_CODES: readonly string[] = ['CT1001', 'CT1002'];
