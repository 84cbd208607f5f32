/**
 * Template service (spec 3 sections 2.2, 3 "Template", 4, 5, 6, 7.3, 8, 9), served under /api/templates.
 * The current team comes in the `team_uuid` header (TEMPLATE_TEAM_HEADER); templates belong to a team.
 *   GET    /api/templates?app_id=a,b                     -> templateListSchema { templates: TemplateSummary[] }
 *          the team's templates; with app_id only those whose consumer_applications hold one of the ids
 *   GET    /api/templates/{id}?include_mail_content=true -> templateSchema (locales only with include_mail_content)
 *   POST   /api/templates                    body createTemplateBody -> 201 { template_id }
 *   PUT    /api/templates/{id}               body updateTemplateBody -> 200 templateSchema (with locales)
 *   DELETE /api/templates/{id}                                       -> 204
 *   POST   /api/templates/publish/{id}                               -> 200 templateSchema (status published;
 *          publishing a published template answers the same: there is no unpublish)
 *   GET    /api/templates/{id}/preview?locale=en                     -> templatePreviewSchema { locale, subject,
 *          from, html }: the e-mail as a recipient sees it, variables left as their {{name}} (no values given)
 * Reading needs membership of the team; create, update, delete and publish need canManageTemplates (admin-type role
 * in an internal team): 403 TEMPLATE_EDITOR_REQUIRED. A template of another team answers 404 TEMPLATE_NOT_FOUND.
 * Every {{variable}} used in any locale must be declared in `variables`: 400 TEMPLATE_UNDECLARED_VARIABLES with
 * details { variables: string[] } (the undeclared names). Only plain {{name}} tags are allowed (no sections,
 * partials or unescaped {{{name}}}): 400 TEMPLATE_INVALID_TAGS. Values are HTML-escaped when rendered.
 *
 * Content markup in a locale's `content` lines (and nowhere else):
 *   [text](url)      a link         e.g. 'Read the [guide]({{url}}).'
 *   [[text]](url)    a button       e.g. '[[Open the console]]({{url}})'  (a line of its own renders best)
 * The url is an http(s) address or a {{variable}} whose value is one; anything else renders as '#'.
 */
import { z } from 'zod';
import { ENVIRONMENTS } from './constants.js';
import type { CatalogueError } from './team-errors.js';
import {
  DEFAULT_TEMPLATE_LOCALE,
  TEMPLATE_LIMITS,
  TEMPLATE_VARIABLE_PATTERN,
  templateLocaleContentSchema,
  templateLocaleSchema,
} from './template-content.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_PATTERN_MESSAGE } from './validation.js';

export const TEMPLATE_TEAM_HEADER = 'team_uuid';
export const TEMPLATES_PREFIX = '/api/templates';

/** Route table of the template service (paths under TEMPLATES_PREFIX). */
export const TEMPLATE_ROUTES = {
  list: { method: 'GET', path: '/' },
  get: { method: 'GET', path: '/{id}' },
  create: { method: 'POST', path: '/' },
  update: { method: 'PUT', path: '/{id}' },
  remove: { method: 'DELETE', path: '/{id}' },
  publish: { method: 'POST', path: '/publish/{id}' },
  preview: { method: 'GET', path: '/{id}/preview' },
} as const;

/** Spec 3 section 9 (the instance's own 'local' is included: templates carry the environment they were made in). */
export const TEMPLATE_ENVIRONMENTS = ENVIRONMENTS;
export const templateEnvironmentSchema = z.enum(TEMPLATE_ENVIRONMENTS);

export const TEMPLATE_STATUSES = ['draft', 'published'] as const;
export const templateStatusSchema = z.enum(TEMPLATE_STATUSES);
export type TemplateStatus = z.infer<typeof templateStatusSchema>;

/** Preview frame size (spec 3 section 9). */
export const TEMPLATE_PREVIEW_SIZE = { width: 815, height: 500 } as const;

export const TEMPLATE_TEXTS = {
  nameRequired: 'Provide Template Name',
  senderNameRequired: 'Provide Sender Name',
  invalidContentJson: 'Provide valid content JSON',
  deleteLocaleConfirm: (locale: string) => `Are you sure you want to delete the locale ${locale}?`,
  noTemplates: 'No templates have been created for your team yet',
  active: 'Active',
  inactive: 'InActive',
  createFailed: 'Failed to create new template!',
  updateFailed: 'Failed to update template!',
  publishFailed: (reason: string) => `Failed to publish the template! ${reason}`,
  testEmailFailed: (reason: string) => `Failed to send test email ! ${reason}`,
  created: 'Template created! Please check preview tab',
  updated: 'Template updated!',
  published: 'Success! Template is live',
  testEmailSent: 'Success! A Test Email is sent',
} as const;

// partialRecord: any subset of the locale codes (z.record over an enum would demand every one).
const localesSchema = z
  .partialRecord(templateLocaleSchema, templateLocaleContentSchema)
  .refine((l) => Object.keys(l).length > 0, 'Add at least one locale.');

export const templateMetadataSchema = z.object({
  /** The owning team's name (filled from the current team when empty). */
  team: z.string().trim().max(200).default(''),
  /** An e-mail address to ask about the template (the creator's when empty). */
  primary_contact: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), EMAIL_PATTERN_MESSAGE)
    .default(''),
});
export type TemplateMetadata = z.output<typeof templateMetadataSchema>;

const variableName = z
  .string()
  .trim()
  .max(TEMPLATE_LIMITS.variableNameMax)
  .regex(TEMPLATE_VARIABLE_PATTERN, 'A variable name has letters, digits and underscores and starts with a letter.');

const templateFields = {
  name: z
    .string({ error: TEMPLATE_TEXTS.nameRequired })
    .trim()
    .min(1, TEMPLATE_TEXTS.nameRequired)
    .max(TEMPLATE_LIMITS.nameMax),
  sender_name: z
    .string({ error: TEMPLATE_TEXTS.senderNameRequired })
    .trim()
    .min(1, TEMPLATE_TEXTS.senderNameRequired)
    .max(TEMPLATE_LIMITS.senderNameMax)
    .refine((v) => !/[\r\n]/.test(v), 'The sender name is one line.'),
  variables: z
    .array(variableName)
    .max(TEMPLATE_LIMITS.variablesMax)
    .default([])
    .transform((v) => [...new Set(v)]),
  locales: localesSchema,
  consumer_applications: z
    .array(z.string().uuid())
    .max(TEMPLATE_LIMITS.consumerApplicationsMax)
    .default([])
    .transform((v) => [...new Set(v)]),
  metadata: templateMetadataSchema.default({ team: '', primary_contact: '' }),
};

export const createTemplateBody = z.object(templateFields);
export type CreateTemplateBody = z.input<typeof createTemplateBody>;
/** A full replacement of the editable fields (status and environment are not editable). */
export const updateTemplateBody = z.object(templateFields);
export type UpdateTemplateBody = z.input<typeof updateTemplateBody>;
export const createTemplateResponseSchema = z.object({ template_id: z.string().uuid() });

export const templateParams = z.object({ id: z.string().uuid() });
export const templateListQuery = z.object({
  app_id: z
    .string()
    .max(4000)
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().uuid()).max(TEMPLATE_LIMITS.consumerApplicationsMax)),
});
export const templateGetQuery = z.object({
  include_mail_content: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const templatePreviewQuery = z.object({ locale: templateLocaleSchema.default(DEFAULT_TEMPLATE_LOCALE) });

export const templateSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  sender_name: z.string(),
  variables: z.array(z.string()),
  /** Codes of the locales the template has (in the order they were added). */
  locale_codes: z.array(templateLocaleSchema),
  consumer_applications: z.array(z.string()),
  metadata: templateMetadataSchema,
  status: templateStatusSchema,
  environment: templateEnvironmentSchema,
  team_id: z.string().uuid(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** The caller may edit, publish and delete it (canManageTemplates). */
  can_edit: z.boolean(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
export const templateSchema = templateSummarySchema.extend({
  locales: z.record(z.string(), templateLocaleContentSchema).optional(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ templates: z.array(templateSummarySchema) });
export type TemplateList = z.infer<typeof templateListSchema>;

export const templatePreviewSchema = z.object({
  locale: templateLocaleSchema,
  subject: z.string(),
  /** Sender name plus the environment's fixed no-reply address: 'Name <no-reply@...>'. */
  from: z.string(),
  html: z.string(),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const TEMPLATE_ERRORS = {
  teamRequired: {
    code: 'TEMPLATE_TEAM_REQUIRED',
    status: 400,
    message: `Name the current team in the ${TEMPLATE_TEAM_HEADER} header.`,
  },
  notFound: { code: 'TEMPLATE_NOT_FOUND', status: 404, message: 'No such template.' },
  editorRequired: {
    code: 'TEMPLATE_EDITOR_REQUIRED',
    status: 403,
    message: 'Only an administrator of an internal team may create, edit, publish or delete templates.',
  },
  undeclaredVariables: {
    code: 'TEMPLATE_UNDECLARED_VARIABLES',
    status: 400,
    message: 'The content uses variables that are not declared:',
  },
  invalidTags: {
    code: 'TEMPLATE_INVALID_TAGS',
    status: 400,
    message: 'Only {{variable}} tags are allowed in template content.',
  },
  localeMissing: {
    code: 'TEMPLATE_LOCALE_MISSING',
    status: 400,
    message: 'The template has no content in this locale.',
  },
} as const satisfies Record<string, CatalogueError>;

/** The Active/InActive label of the list (spec 3 section 2.2). */
export const templateStatusLabel = (status: TemplateStatus) =>
  status === 'published' ? TEMPLATE_TEXTS.active : TEMPLATE_TEXTS.inactive;
