/**
 * The product service's error catalogue (spec 2 section 8: Product, API and Authorization codes; SPEC-NOTES 10:
 * CT1001-CT1009 here mean the product readings, catalogs keep their own) and who may do what with a product
 * (spec 2 section 6), as pure rules over the facts the server reads.
 */
import { PRODUCT_ACTIONS } from './products.js';
import { canCreateProduct, canEditProductDocument, canFilterApplications, isTeamAdmin } from './roles.js';
import type { CatalogueError } from './team-errors.js';

export const PRODUCT_ERRORS = {
  productNotFound: { code: 'CT1003', status: 404, message: 'API product does not exist.' },
  nameExists: { code: 'CT1001', status: 409, message: 'A product with this name already exists in this namespace.' },
  versionExists: { code: 'CT1002', status: 409, message: 'This version already exists for the product.' },
  deploymentExists: {
    code: 'CT1004',
    status: 409,
    message: 'A deployment already exists for this version, provider and environment.',
  },
  deploymentNotFound: { code: 'CT1005', status: 404, message: 'Deployment does not exist.' },
  versionNotFound: { code: 'CT1006', status: 404, message: 'Version does not exist.' },
  deploymentNotAllowed: {
    code: 'API1006',
    status: 400,
    message: 'Deployment not allowed for this environment: use DEV, QA, STAGE or PROD.',
  },
  teamRequired: { code: 'API1009', status: 400, message: 'Please indicate a team (the team_uuid header).' },
  subscribedApplications: {
    code: 'API1013',
    status: 409,
    message: 'Deletion not allowed: an application is subscribed to this product.',
  },
  notAuthorized: { code: 'AZ1001', status: 403, message: 'Not authorized to access this product' },
  createVersionForbidden: { code: 'AZ1002', status: 403, message: 'Not authorized to create a version.' },
  uploadDocumentationForbidden: { code: 'AZ1003', status: 403, message: 'Not authorized to upload documentation.' },
  createProductForbidden: { code: 'AZ1004', status: 403, message: 'Not authorized to create a product.' },
  publicProductForbidden: {
    code: 'AZ1004',
    status: 403,
    message: 'Not authorized to create a public product: only internal teams publish PUBLIC products.',
  },
  deleteProductForbidden: { code: 'AZ1005', status: 403, message: 'Not authorized to delete the product.' },
  listForTeamForbidden: { code: 'AZ1020', status: 403, message: 'Not authorized to list products for this team.' },
  fileType: { code: 'API1017', status: 400, message: 'Invalid file type, upload JSON or YAML.' },
  fileMissing: { code: 'API1018', status: 400, message: 'Documentation file not uploaded.' },
  fileTooLarge: { code: 'PRODUCT_FILE_TOO_LARGE', status: 413, message: 'The file is larger than 20 MB.' },
  metadataInvalid: {
    code: 'PRODUCT_METADATA_INVALID',
    status: 400,
    message: 'The metadata field must be JSON text describing the product.',
  },
  specParse: { code: 'PRODUCT_SPEC_PARSE_ERROR', status: 400, message: 'The file cannot be parsed.' },
  specUnsupported: {
    code: 'PRODUCT_SPEC_UNSUPPORTED',
    status: 400,
    message: 'The file is not an OpenAPI (2.0, 3.0, 3.1) or AsyncAPI (2.x, 3.0) document.',
  },
  specInvalid: { code: 'PRODUCT_SPEC_INVALID', status: 400, message: 'The document is not valid.' },
  typeMismatch: {
    code: 'PRODUCT_TYPE_MISMATCH',
    status: 400,
    message: 'An API product takes OpenAPI documents and an event product AsyncAPI documents.',
  },
} as const satisfies Record<string, CatalogueError>;

/** What a product decision rests on: the asking team's relation to the product and the caller's role in it. */
export interface ProductFacts {
  /** PUBLIC, or owned by or shared with the asking team. */
  visible: boolean;
  /** The asking team owns the product. */
  owner: boolean;
  /** The caller's role in the asking team (null: not a member, which denies everything). */
  teamRole: string | null;
  /** The asking team is internal. */
  internal: boolean;
  subscriptionAllowed: boolean;
}

/** The decision for GET /products/{id}/checks; unknown actions are false. */
export function decideProduct(action: string, f: ProductFacts): boolean {
  if (!f.teamRole || !f.visible) return false;
  const a = PRODUCT_ACTIONS;
  switch (action) {
    case a.read:
      return true;
    case a.document:
      return f.owner && canEditProductDocument(f.teamRole);
    case a.subscribe:
      return f.subscriptionAllowed && canFilterApplications(f.teamRole);
    case a.createVersion:
      return f.owner && canCreateProduct(f.internal, f.teamRole);
    case a.delete:
      return f.owner && isTeamAdmin(f.teamRole);
    default:
      return false;
  }
}
