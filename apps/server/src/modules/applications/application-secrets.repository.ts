/** Client secrets of an application: ciphertext for showing them, digest for the token endpoint. */
import type { Queryable } from '../../platform/db/transaction.js';

export interface SecretRow {
  id: string;
  createdAt: Date;
}
export interface SealedSecretRow extends SecretRow {
  ciphertext: string;
}

/** Oldest first, so the list keeps its order as secrets come and go. */
export async function listSecrets(q: Queryable, applicationId: string): Promise<SealedSecretRow[]> {
  const { rows } = await q.query<SealedSecretRow>(
    `SELECT id, ciphertext, created_at AS "createdAt" FROM application_secrets
      WHERE application_id = $1 ORDER BY created_at, id`,
    [applicationId],
  );
  return rows;
}

export async function insertSecret(
  q: Queryable,
  v: { applicationId: string; ciphertext: string; digest: string; createdBy: string | null; createdAt?: Date },
): Promise<SealedSecretRow> {
  const { rows } = await q.query<SealedSecretRow>(
    `INSERT INTO application_secrets (application_id, ciphertext, digest, created_by, created_at)
     VALUES ($1, $2, $3, $4, coalesce($5, now()))
     RETURNING id, ciphertext, created_at AS "createdAt"`,
    [v.applicationId, v.ciphertext, v.digest, v.createdBy, v.createdAt ?? null],
  );
  return rows[0];
}

export async function deleteSecret(q: Queryable, applicationId: string, secretId: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM application_secrets WHERE application_id = $1 AND id = $2', [
    applicationId,
    secretId,
  ]);
  return (rowCount ?? 0) > 0;
}
