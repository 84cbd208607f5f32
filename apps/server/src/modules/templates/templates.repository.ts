/** SQL of e-mail templates (table templates). Every team query names the team: templates never cross teams. */
import type { TemplateLocaleContent, TemplateMetadata } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';

export interface TemplateRow {
  id: string;
  teamId: string | null;
  systemKey: string | null;
  name: string;
  senderName: string;
  variables: string[];
  locales: Record<string, TemplateLocaleContent>;
  localeCodes: string[];
  consumerApplications: string[];
  metadata: TemplateMetadata;
  status: 'draft' | 'published';
  environment: string;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

export interface TemplateFields {
  name: string;
  senderName: string;
  variables: string[];
  locales: Record<string, TemplateLocaleContent>;
  localeCodes: string[];
  consumerApplications: string[];
  metadata: TemplateMetadata;
}

const SUMMARY = `id, team_id AS "teamId", system_key AS "systemKey", name, sender_name AS "senderName", variables,
  locale_codes AS "localeCodes", consumer_applications AS "consumerApplications", metadata, status, environment,
  created_at AS "createdAt", updated_at AS "updatedAt", published_at AS "publishedAt"`;
const FULL = `${SUMMARY}, locales`;

const values = (f: TemplateFields) => [
  f.name,
  f.senderName,
  f.variables,
  JSON.stringify(f.locales),
  f.localeCodes,
  f.consumerApplications,
  JSON.stringify(f.metadata),
];

export async function insertTemplate(
  q: Queryable,
  teamId: string,
  environment: string,
  createdBy: string,
  f: TemplateFields,
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO templates (name, sender_name, variables, locales, locale_codes, consumer_applications, metadata,
                            team_id, environment, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [...values(f), teamId, environment, createdBy],
  );
  return rows[0].id;
}

export async function updateTemplate(q: Queryable, id: string, teamId: string, f: TemplateFields): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE templates SET name = $1, sender_name = $2, variables = $3, locales = $4, locale_codes = $5,
            consumer_applications = $6, metadata = $7, updated_at = now()
      WHERE id = $8 AND team_id = $9`,
    [...values(f), id, teamId],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteTemplate(q: Queryable, id: string, teamId: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM templates WHERE id = $1 AND team_id = $2', [id, teamId]);
  return (rowCount ?? 0) > 0;
}

/** Draft to published, once; a published template stays as it is. */
export async function publishTemplate(q: Queryable, id: string, teamId: string): Promise<void> {
  await q.query(
    `UPDATE templates SET status = 'published', published_at = now(), updated_at = now()
      WHERE id = $1 AND team_id = $2 AND status = 'draft'`,
    [id, teamId],
  );
}

export async function findTemplate(q: Queryable, id: string, teamId: string): Promise<TemplateRow | undefined> {
  const { rows } = await q.query<TemplateRow>(`SELECT ${FULL} FROM templates WHERE id = $1 AND team_id = $2`, [
    id,
    teamId,
  ]);
  return rows[0];
}

/** The team's templates, newest first; with application ids, those consumed by one of them. */
export async function listTemplates(q: Queryable, teamId: string, appIds: string[]): Promise<TemplateRow[]> {
  const { rows } = await q.query<TemplateRow>(
    `SELECT ${SUMMARY} FROM templates
      WHERE team_id = $1 AND (cardinality($2::text[]) = 0 OR consumer_applications && $2::text[])
      ORDER BY created_at DESC, id`,
    [teamId, appIds],
  );
  return rows;
}

/** The product's own template for a key in an environment (Contact Us feedback). */
export async function findSystemTemplate(q: Queryable, key: string, environment: string) {
  const { rows } = await q.query<TemplateRow>(
    `SELECT ${FULL} FROM templates WHERE system_key = $1 AND environment = $2`,
    [key, environment],
  );
  return rows[0];
}

/** Creates or refreshes the product's own template (its content is defined in code, so code wins). */
export async function upsertSystemTemplate(q: Queryable, key: string, environment: string, f: TemplateFields) {
  await q.query(
    `INSERT INTO templates (name, sender_name, variables, locales, locale_codes, consumer_applications, metadata,
                            system_key, environment, status, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'published', now())
     ON CONFLICT (system_key, environment) WHERE system_key IS NOT NULL DO UPDATE
       SET name = EXCLUDED.name, sender_name = EXCLUDED.sender_name, variables = EXCLUDED.variables,
           locales = EXCLUDED.locales, locale_codes = EXCLUDED.locale_codes, metadata = EXCLUDED.metadata,
           updated_at = now()
       WHERE templates.locales IS DISTINCT FROM EXCLUDED.locales OR templates.name IS DISTINCT FROM EXCLUDED.name
          OR templates.sender_name IS DISTINCT FROM EXCLUDED.sender_name
          OR templates.variables IS DISTINCT FROM EXCLUDED.variables`,
    [...values(f), key, environment],
  );
}
