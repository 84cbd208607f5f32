/** The areas the dashboard points to; each later issue replaces its placeholder page. */
import { href, paths } from '../../../shared/config/paths';

export interface Area {
  key: 'workbench' | 'products' | 'applications' | 'accounts' | 'teams' | 'iot' | 'linter' | 'utilities';
  to: string;
}

export const AREAS: Area[] = [
  { key: 'products', to: href(paths.apim) },
  { key: 'applications', to: href(paths.applications) },
  { key: 'teams', to: href(paths.teams) },
  { key: 'accounts', to: href(paths.accounts) },
  { key: 'workbench', to: href(paths.workbench) },
  { key: 'iot', to: href(paths.iot) },
  { key: 'linter', to: href(paths.linter) },
  { key: 'utilities', to: href(paths.utilities) },
];
