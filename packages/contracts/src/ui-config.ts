import { z } from 'zod';
import { ENVIRONMENTS } from './constants.js';

/** Service clients the console calls (DESIGN.md "Services and their prefixes"). */
export const SERVICE_CLIENTS = [
  'core',
  'profiles',
  'authz',
  'apim',
  'subscription',
  'events',
  'products',
  'catalogs',
  'documents',
  'templates',
  'email',
  'linter',
  'iot',
  'guides',
  'status',
] as const;
export type ServiceClient = (typeof SERVICE_CLIENTS)[number];

export const httpClientSchema = z.object({
  name: z.enum(SERVICE_CLIENTS),
  baseUrl: z.string(),
  /** 'id' sends the id token as bearer, 'access' the access token, 'none' nothing. */
  tokenType: z.enum(['id', 'access', 'none']),
});
export type HttpClientConfig = z.infer<typeof httpClientSchema>;

/** Consumer configuration (spec 1 section 3). */
export const consumerConfigSchema = z.object({
  authority: z.string(),
  applicationId: z.string(),
  applicationName: z.string(),
  redirectUri: z.string(),
  postLogoutUri: z.string(),
  responseType: z.literal('code'),
  /** Set only for end-to-end runs: names the identity provider to use (spec 1 section 4.1). */
  idpHint: z.string().optional(),
});
export type ConsumerConfig = z.infer<typeof consumerConfigSchema>;

/** GET /ui-config/environment.json */
export const environmentConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  httpClients: z.array(httpClientSchema),
  auth: consumerConfigSchema,
  legalTermsVersion: z.string(),
  azureUrl: z.string(),
  supportUrl: z.string(),
  profileUrl: z.string(),
});
export type EnvironmentConfig = z.infer<typeof environmentConfigSchema>;

/** GET /ui-config/feature-toggler.json: feature name to on/off. */
export const featureListSchema = z.record(z.string(), z.boolean());
export type FeatureList = z.infer<typeof featureListSchema>;

/** GET /url.json: link list entries; a value starting with http is external, else a guide file name. */
export const linkEntrySchema = z.object({ key: z.string(), value: z.string() });
export const linkListSchema = z.array(linkEntrySchema);
export type LinkEntry = z.infer<typeof linkEntrySchema>;

export const languageSchema = z.object({ code: z.string(), name: z.string(), native: z.string() });
export type Language = z.infer<typeof languageSchema>;
/** GET /i18nConfig.json */
export const i18nConfigSchema = z.object({
  defaultLanguage: z.string(),
  supportedLanguages: z.array(languageSchema),
});
export type I18nConfig = z.infer<typeof i18nConfigSchema>;
/** The console's languages, as GET /i18nConfig.json gives them; the prerendered landing page is drawn with them. */
export const CONSOLE_LANGUAGES: I18nConfig = {
  defaultLanguage: 'en',
  supportedLanguages: [
    { code: 'en', name: 'English', native: 'English' },
    { code: 'de-DE', name: 'German', native: 'Deutsch' },
  ],
};

/** GET /version.json */
export const versionInfoSchema = z.object({ version: z.string(), commit: z.string(), builtAt: z.string() });
export type VersionInfo = z.infer<typeof versionInfoSchema>;
