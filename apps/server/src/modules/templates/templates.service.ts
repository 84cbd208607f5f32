/**
 * Template service (spec 3 sections 3, 4, 6, 7.3): a team's e-mail templates with their locales, draft to
 * published (no way back), rendered by the one renderer for preview and sends. Other modules (e-mail) use it for
 * the caller's team standing, a template to send and its rendering.
 */
import type { AuthUser } from '../../identity/authenticate.js';
import {
  TEMPLATE_ERRORS,
  type CreateTemplateBody,
  type Template,
  type TemplateLocaleContent,
  type TemplatePreview,
  type TemplateSummary,
  type createTemplateBody,
} from '@dc/contracts';
import type { z } from 'zod';
import { catalogueError } from '../../platform/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { TeamsService } from '../teams/teams.service.js';
import { checkTemplateContent, localeCodesOf } from './template-rules.js';
import { createTemplateRenderer } from './template-renderer.js';
import { createTemplateTeams, type TemplateTeam } from './template-team.js';
import * as repo from './templates.repository.js';

type TemplateInput = z.output<typeof createTemplateBody>;
export type { TemplateRow } from './templates.repository.js';
export type { TemplateTeam } from './template-team.js';

function toSummary(r: repo.TemplateRow, canEdit: boolean): TemplateSummary {
  return {
    id: r.id,
    name: r.name,
    sender_name: r.senderName,
    variables: r.variables,
    locale_codes: r.localeCodes as TemplateSummary['locale_codes'],
    consumer_applications: r.consumerApplications,
    metadata: r.metadata,
    status: r.status,
    environment: r.environment as TemplateSummary['environment'],
    team_id: r.teamId ?? '',
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    published_at: r.publishedAt?.toISOString() ?? null,
    can_edit: canEdit,
  };
}

function fieldsOf(body: TemplateInput, team: TemplateTeam, caller: AuthUser): repo.TemplateFields {
  checkTemplateContent({ locales: body.locales, variables: body.variables });
  return {
    name: body.name,
    senderName: body.sender_name,
    variables: body.variables,
    locales: body.locales as Record<string, TemplateLocaleContent>,
    localeCodes: localeCodesOf(body.locales as CreateTemplateBody['locales']),
    consumerApplications: body.consumer_applications,
    metadata: {
      team: body.metadata.team || team.name,
      primary_contact: body.metadata.primary_contact || caller.email,
    },
  };
}

/** `teams`: the teams module's service (app.teams.teams), for the caller's standing in the current team. */
export function createTemplatesService(platform: Platform, teams: TeamsService) {
  const { pool, config } = platform;
  const teamOf = createTemplateTeams(teams);
  const renderer = createTemplateRenderer();

  const editorOf = async (callerId: string, teamId: string | undefined) => {
    const team = await teamOf(callerId, teamId);
    if (!team.canEdit) throw catalogueError(TEMPLATE_ERRORS.editorRequired);
    return team;
  };
  const rowOf = async (id: string, team: TemplateTeam) => {
    const row = await repo.findTemplate(pool, id, team.id);
    if (!row) throw catalogueError(TEMPLATE_ERRORS.notFound);
    return row;
  };
  const full = (row: repo.TemplateRow, team: TemplateTeam): Template => ({
    ...toSummary(row, team.canEdit),
    locales: Object.fromEntries(row.localeCodes.map((c) => [c, row.locales[c]]).filter(([, v]) => v)),
  });

  /** 'Name <no-reply@...>': the sender name and the environment's fixed no-reply address. */
  const fromOf = (row: Pick<repo.TemplateRow, 'senderName'>) => ({
    name: row.senderName,
    address: config.TEMPLATE_NO_REPLY_ADDRESS,
  });

  return {
    teamOf,
    fromOf,
    render: renderer.render,
    deferred: renderer.deferred,
    renderSource: renderer.renderSource,

    async list(callerId: string, teamId: string | undefined, appIds: string[]) {
      const team = await teamOf(callerId, teamId);
      const rows = await repo.listTemplates(pool, team.id, appIds);
      return { templates: rows.map((r) => toSummary(r, team.canEdit)) };
    },

    async get(callerId: string, teamId: string | undefined, id: string, withContent: boolean): Promise<Template> {
      const team = await teamOf(callerId, teamId);
      const row = await rowOf(id, team);
      return withContent ? full(row, team) : toSummary(row, team.canEdit);
    },

    async create(caller: AuthUser, teamId: string | undefined, body: TemplateInput) {
      const team = await editorOf(caller.id, teamId);
      const id = await repo.insertTemplate(pool, team.id, config.ENVIRONMENT, caller.id, fieldsOf(body, team, caller));
      return { template_id: id };
    },

    async update(caller: AuthUser, teamId: string | undefined, id: string, body: TemplateInput): Promise<Template> {
      const team = await editorOf(caller.id, teamId);
      if (!(await repo.updateTemplate(pool, id, team.id, fieldsOf(body, team, caller))))
        throw catalogueError(TEMPLATE_ERRORS.notFound);
      return full(await rowOf(id, team), team);
    },

    async remove(callerId: string, teamId: string | undefined, id: string): Promise<void> {
      const team = await editorOf(callerId, teamId);
      if (!(await repo.deleteTemplate(pool, id, team.id))) throw catalogueError(TEMPLATE_ERRORS.notFound);
    },

    async publish(callerId: string, teamId: string | undefined, id: string): Promise<Template> {
      const team = await editorOf(callerId, teamId);
      await rowOf(id, team);
      await repo.publishTemplate(pool, id, team.id);
      return full(await rowOf(id, team), team);
    },

    async preview(callerId: string, teamId: string | undefined, id: string, locale: string): Promise<TemplatePreview> {
      const team = await teamOf(callerId, teamId);
      const row = await rowOf(id, team);
      const mail = await renderer.render(row, locale, null);
      const from = fromOf(row);
      return {
        locale: locale as TemplatePreview['locale'],
        subject: mail.subject,
        from: `${from.name} <${from.address}>`,
        html: mail.html,
      };
    },

    /** A template of the team, for a send. */
    templateOf: rowOf,

    /** The product's own template of this environment (created at start; see ensureSystemTemplate). */
    async systemTemplate(key: string) {
      const row = await repo.findSystemTemplate(pool, key, config.ENVIRONMENT);
      if (!row) throw catalogueError(TEMPLATE_ERRORS.notFound);
      return row;
    },

    async ensureSystemTemplate(key: string, body: TemplateInput) {
      checkTemplateContent({ locales: body.locales, variables: body.variables });
      await repo.upsertSystemTemplate(pool, key, config.ENVIRONMENT, {
        name: body.name,
        senderName: body.sender_name,
        variables: body.variables,
        locales: body.locales as Record<string, TemplateLocaleContent>,
        localeCodes: localeCodesOf(body.locales as CreateTemplateBody['locales']),
        consumerApplications: [],
        metadata: body.metadata,
      });
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
