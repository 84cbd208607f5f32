/** Registry reads: groups, rules and routes, always within the given teams. */
import type pg from 'pg';

export interface GroupRow {
  id: string;
  teamId: string;
  kind: string;
  name: string;
  description: string;
  region: string;
  tags: Record<string, string>;
  attributes: Record<string, string>;
  deliveryEndpoints: Record<string, string | null> | null;
}

const GROUP_COLUMNS = `g.id, g.team_id AS "teamId", g.kind, g.name, g.description, g.region, g.tags, g.attributes,
  g.delivery_endpoints AS "deliveryEndpoints"`;

/** One page (plus one row, to know whether another follows) of the teams' groups of these kinds, by id. */
export async function listGroups(
  pool: pg.Pool,
  q: { teamIds: string[]; kinds: string[]; afterId?: string; limit: number },
): Promise<GroupRow[]> {
  const { rows } = await pool.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM iot_groups g
      WHERE g.team_id = ANY($1::uuid[]) AND g.kind = ANY($2::text[]) AND ($3::text IS NULL OR g.id > $3)
      ORDER BY g.id LIMIT $4`,
    [q.teamIds, q.kinds, q.afterId ?? null, q.limit + 1],
  );
  return rows;
}

export async function findGroup(pool: pg.Pool, teamIds: string[], id: string): Promise<GroupRow | undefined> {
  const { rows } = await pool.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM iot_groups g WHERE g.id = $1 AND g.team_id = ANY($2::uuid[])`,
    [id, teamIds],
  );
  return rows[0];
}

export interface RuleRow {
  id: string;
  groupId: string;
  kind: string;
  name: string;
  description: string;
  active: boolean;
  topicSuffix: string;
  deliverToSqs: boolean;
  enableBase64Encoding: boolean;
  sql: string;
  sqsQueueUrl: string | null;
  actions: Record<string, Record<string, string>>;
  actionsEnabled: boolean;
}

const RULE_COLUMNS = `r.id, r.group_id AS "groupId", g.kind, r.name, r.description, r.active,
  r.topic_suffix AS "topicSuffix", r.deliver_to_sqs AS "deliverToSqs",
  r.enable_base64_encoding AS "enableBase64Encoding", r.sql, r.sqs_queue_url AS "sqsQueueUrl", r.actions,
  r.actions_enabled AS "actionsEnabled"`;

/** Rules of one group by name (then id); the caller has checked the group. */
export async function listRules(
  pool: pg.Pool,
  q: { groupId: string; after?: [string, string]; limit: number },
): Promise<RuleRow[]> {
  const { rows } = await pool.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM iot_rules r JOIN iot_groups g ON g.id = r.group_id
      WHERE r.group_id = $1 AND ($2::text IS NULL OR (r.name, r.id) > ($2, $3::uuid))
      ORDER BY r.name, r.id LIMIT $4`,
    [q.groupId, q.after?.[0] ?? null, q.after?.[1] ?? null, q.limit + 1],
  );
  return rows;
}

export async function findRule(pool: pg.Pool, teamIds: string[], id: string): Promise<RuleRow | undefined> {
  const { rows } = await pool.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM iot_rules r JOIN iot_groups g ON g.id = r.group_id
      WHERE r.id = $1 AND g.team_id = ANY($2::uuid[])`,
    [id, teamIds],
  );
  return rows[0];
}

export interface RouteRow {
  id: string;
  groupId: string;
  kind: string;
  name: string;
  endPoint: string;
  active: boolean;
  queryCondition: string;
}

const ROUTE_COLUMNS = `r.id, r.group_id AS "groupId", g.kind, r.name, r.end_point AS "endPoint", r.active,
  r.query_condition AS "queryCondition"`;

export async function listRoutes(
  pool: pg.Pool,
  q: { groupId: string; after?: [string, string]; limit: number },
): Promise<RouteRow[]> {
  const { rows } = await pool.query<RouteRow>(
    `SELECT ${ROUTE_COLUMNS} FROM iot_routes r JOIN iot_groups g ON g.id = r.group_id
      WHERE r.group_id = $1 AND ($2::text IS NULL OR (r.name, r.id) > ($2, $3::uuid))
      ORDER BY r.name, r.id LIMIT $4`,
    [q.groupId, q.after?.[0] ?? null, q.after?.[1] ?? null, q.limit + 1],
  );
  return rows;
}

export async function findRoute(pool: pg.Pool, teamIds: string[], id: string): Promise<RouteRow | undefined> {
  const { rows } = await pool.query<RouteRow>(
    `SELECT ${ROUTE_COLUMNS} FROM iot_routes r JOIN iot_groups g ON g.id = r.group_id
      WHERE r.id = $1 AND g.team_id = ANY($2::uuid[])`,
    [id, teamIds],
  );
  return rows[0];
}
