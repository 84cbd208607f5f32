/** Application configuration read once at start (spec 1 section 3: environment.json, feature list). */
import type { EnvironmentConfig, FeatureList } from '@dc/contracts';
import { fetchStaticJson } from '../lib/fetch-static-json';
import { checkEnvironment, checkFeatureList } from './check-config';

export const ENVIRONMENT_URL = '/ui-config/environment.json';
export const FEATURE_LIST_URL = '/ui-config/feature-toggler.json';

let environment: EnvironmentConfig | undefined;
let features: FeatureList = {};

export async function loadEnvironment(fetchImpl: typeof fetch = fetch): Promise<EnvironmentConfig> {
  const raw = await fetchStaticJson(ENVIRONMENT_URL, fetchImpl);
  environment = checkEnvironment(raw);
  return environment;
}

/** A missing or broken feature list turns every flag off instead of stopping the console. */
export async function loadFeatures(fetchImpl: typeof fetch = fetch): Promise<FeatureList> {
  try {
    features = checkFeatureList(await fetchStaticJson(FEATURE_LIST_URL, fetchImpl));
  } catch {
    features = {};
  }
  return features;
}

export function getEnvironment(): EnvironmentConfig {
  if (!environment) throw new Error('environment.json has not been loaded');
  return environment;
}

export const setEnvironment = (config: EnvironmentConfig | undefined): void => {
  environment = config;
};

export const isFeatureEnabled = (name: string): boolean => features[name] === true;

export const setFeatures = (list: FeatureList): void => {
  features = list;
};
