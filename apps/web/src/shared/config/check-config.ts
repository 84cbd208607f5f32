/**
 * Start-up checks of the configuration files. The server answers with payloads of the contracts'
 * schemas (environmentConfigSchema, featureListSchema, i18nConfigSchema); here the console checks only
 * what it needs to start, so zod (25 KB gzip) stays off the landing page's critical path.
 */
import type { EnvironmentConfig, FeatureList, I18nConfig } from '@dc/contracts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

export class ConfigFileError extends Error {
  constructor(
    readonly file: string,
    readonly badKeys: string[],
  ) {
    super(`${file} is invalid: ${badKeys.join(', ')}`);
  }
}

/** Returns the config, or throws naming every bad key (fail fast, like the server's config). */
export function checkEnvironment(raw: unknown): EnvironmentConfig {
  const bad: string[] = [];
  const c = isObject(raw) ? raw : {};
  if (!isString(c.environment)) bad.push('environment');
  if (!Array.isArray(c.httpClients)) bad.push('httpClients');
  else
    c.httpClients.forEach((h: unknown, i) => {
      const ok =
        isObject(h) &&
        isString(h.name) &&
        isString(h.baseUrl) &&
        ['id', 'access', 'none'].includes(h.tokenType as string);
      if (!ok) bad.push(`httpClients.${i}`);
    });
  const auth = isObject(c.auth) ? c.auth : undefined;
  if (!auth) bad.push('auth');
  for (const key of ['authority', 'applicationId', 'applicationName', 'redirectUri', 'postLogoutUri'] as const) {
    if (auth && !isString(auth[key])) bad.push(`auth.${key}`);
  }
  if (auth && auth.responseType !== 'code') bad.push('auth.responseType');
  if (auth && auth.idpHint !== undefined && !isString(auth.idpHint)) bad.push('auth.idpHint');
  for (const key of ['legalTermsVersion', 'azureUrl', 'supportUrl', 'profileUrl'] as const) {
    if (!isString(c[key])) bad.push(key);
  }
  if (bad.length > 0) throw new ConfigFileError('environment.json', bad);
  return c as unknown as EnvironmentConfig;
}

/** Keeps only boolean flags; anything else is off. */
export const checkFeatureList = (raw: unknown): FeatureList =>
  isObject(raw)
    ? (Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'boolean')) as FeatureList)
    : {};

export function checkI18nConfig(raw: unknown): I18nConfig | undefined {
  if (!isObject(raw) || !isString(raw.defaultLanguage) || !Array.isArray(raw.supportedLanguages)) return undefined;
  const languages = raw.supportedLanguages.filter(
    (l: unknown) => isObject(l) && isString(l.code) && isString(l.name) && isString(l.native),
  );
  return { defaultLanguage: raw.defaultLanguage, supportedLanguages: languages as I18nConfig['supportedLanguages'] };
}
