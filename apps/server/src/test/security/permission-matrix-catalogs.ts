/**
 * Matrix rows of catalogs (spec 2 section 6): a catalog is read by the teams it is visible to (another tenant's
 * private catalog, or a team the caller is not in: 404 CT1008); complete editing, inviting and revoking need an
 * admin role in the owner team (403 CT1019 for its other members).
 */
import { unique } from './permission-matrix-fixtures.js';
import { hides, s, type MatrixHarness, type MatrixRow } from './permission-matrix.js';

/** Acme Integrations' private catalogs: its members read them; other tenants: not disclosed. */
const CATALOG_READER = s(401, 200, 200, 200, 404, 404);
/** The owner team's admins edit. */
const CATALOG_ADMIN = (ok: number) => s(401, 403, 403, ok, 404, 404);

const fieldKit = (c: { ids: Record<string, string> }) => c.ids['catalog:acmeFieldKit'];
const drafts = (c: { ids: Record<string, string> }) => c.ids['catalog:acmeDrafts'];
const catalogView = (h: MatrixHarness, id: string) =>
  h.read('teamAdmin', `/api/catalogs/catalogs/${id}`, 'acmeIntegrations');
const relationsOf = (h: MatrixHarness, id: string) =>
  h.read('teamAdmin', `/api/catalogs/catalogs/${id}/relations`, 'acmeIntegrations');
const productsOf = (h: MatrixHarness, id: string) =>
  h.read('teamAdmin', `/api/catalogs/catalogs/${id}/products`, 'acmeIntegrations');

async function freshCatalog(h: MatrixHarness) {
  const created = await h.json(
    'teamAdmin',
    'acmeIntegrations',
    'POST',
    '/api/catalogs/catalogs',
    {
      name: unique('mx'),
      teamId: h.ids.acmeIntegrations,
    },
    201,
  );
  return { catalogId: String(created.id) };
}
/** A fresh catalog with an invitation of a user by e-mail (pending). */
async function freshInvitation(h: MatrixHarness, email: string) {
  const { catalogId } = await freshCatalog(h);
  const relation = await h.json(
    'teamAdmin',
    'acmeIntegrations',
    'POST',
    `/api/catalogs/catalogs/${catalogId}/grant`,
    {
      type: 'user',
      email,
    },
    201,
  );
  // The reference travels only in the invitation e-mail; the test reads it where the server keeps it.
  const [row] = await h.query<{ email_ref: string }>('SELECT email_ref FROM catalog_relations WHERE id = $1', [
    relation.id,
  ]);
  return { catalogId, email, emailRef: row.email_ref };
}

export const CATALOG_READ_ROWS: MatrixRow[] = [
  {
    route: 'catalogs.list',
    expect: s(401, 200, 200, 200, 200, 200),
    why: "what the caller's own team sees: not Acme's private catalogs (the Globex admin's invitation is pending)",
    inspect: hides(['catalog:acmeFieldKit', 'catalog:acmeDrafts']),
  },
  {
    route: 'catalogs.teamList',
    expect: CATALOG_READER,
    call: (c) => ({ params: { teamId: c.ids.acmeIntegrations } }),
  },
  { route: 'catalogs.get', expect: CATALOG_READER, call: (c) => ({ params: { catalogId: fieldKit(c) } }) },
  {
    route: 'catalogs.teamGet',
    expect: CATALOG_READER,
    call: (c) => ({ params: { teamId: c.ids.acmeIntegrations, catalogId: fieldKit(c) } }),
  },
  {
    route: 'catalogs.relations',
    expect: CATALOG_READER,
    why: "the Access tab: the owner team's members (teams given access get 403 CT1019)",
    call: (c) => ({ params: { catalogId: fieldKit(c) } }),
  },
  { route: 'catalogs.products', expect: CATALOG_READER, call: (c) => ({ params: { catalogId: fieldKit(c) } }) },
];

export const CATALOG_WRITE_ROWS: MatrixRow[] = [
  {
    route: 'catalogs.create',
    expect: CATALOG_ADMIN(201),
    why: 'in Acme Integrations: its admins; a team the caller is not in: 404',
    call: (c) => ({ body: { name: unique('mx'), teamId: c.ids.acmeIntegrations } }),
    observe: (h) => h.read('teamAdmin', `/api/catalogs/teams/${h.ids.acmeIntegrations}/catalogs`, 'acmeIntegrations'),
  },
  {
    route: 'catalogs.update',
    expect: CATALOG_ADMIN(200),
    call: (c) => ({ params: { catalogId: drafts(c) }, body: { description: 'A catalog in the making.' } }),
    observe: (h) => catalogView(h, h.ids['catalog:acmeDrafts']),
  },
  {
    route: 'catalogs.remove',
    expect: CATALOG_ADMIN(204),
    fresh: freshCatalog,
    call: (c) => ({ params: { catalogId: c.fx.catalogId } }),
    observe: (h, f) => catalogView(h, f.catalogId),
  },
  {
    route: 'catalogs.grant',
    expect: CATALOG_ADMIN(201),
    call: (c) => ({ params: { catalogId: drafts(c) }, body: { type: 'user', email: `${unique('cat')}@example.com` } }),
    observe: (h) => relationsOf(h, h.ids['catalog:acmeDrafts']),
  },
  {
    route: 'catalogs.grant',
    expect: CATALOG_ADMIN(400),
    why: "a team of another account (Globex Labs) cannot be invited: the body names no team of the owner's account",
    call: (c) => ({ params: { catalogId: drafts(c) }, body: { type: 'team', teamId: c.ids.globexLabs } }),
    observe: (h) => relationsOf(h, h.ids['catalog:acmeDrafts']),
  },
  {
    route: 'catalogs.permission',
    expect: CATALOG_ADMIN(201),
    call: (c) => ({ body: { catalogId: drafts(c), type: 'user', email: `${unique('cat')}@example.com` } }),
    observe: (h) => relationsOf(h, h.ids['catalog:acmeDrafts']),
  },
  {
    route: 'catalogs.revoke',
    expect: CATALOG_ADMIN(204),
    fresh: (h) => freshInvitation(h, `${unique('cat')}@example.com`),
    call: (c) => ({ params: { catalogId: c.fx.catalogId }, body: { type: 'user', email: c.fx.email } }),
    observe: (h, f) => relationsOf(h, f.catalogId),
  },
  ...(['catalogs.setProducts', 'catalogs.relateProducts'] as const).map((route): MatrixRow => ({
    route,
    expect: CATALOG_ADMIN(200),
    call: (c) => ({ params: { catalogId: drafts(c) }, body: { products: [c.ids['product:fleet-telematics']] } }),
    observe: (h) => productsOf(h, h.ids['catalog:acmeDrafts']),
  })),
  {
    route: 'catalogs.accept',
    expect: s(401, 403, 403, 403, 403, 200),
    why: 'an invitation by e-mail (to the Globex admin): only the signed-in user with that address accepts it',
    fresh: (h) => freshInvitation(h, 'globex.admin@example.com'),
    call: (c) => ({ params: { catalogId: c.fx.catalogId, emailRef: c.fx.emailRef } }),
    observe: (h, f) => relationsOf(h, f.catalogId),
  },
];
