/** The template and e-mail services' clients; both name the current team in the team_uuid header. */
import { apiClient } from '../../../shared/lib/api-client';
import { teamHeader } from '../../../shared/lib/team-header';

export const templatesApi = () => apiClient('templates');
export const emailApi = () => apiClient('email');
export const withTeam = (teamId: string) => ({ headers: teamHeader(teamId) });
export const templatePath = (templateId: string) => `/${encodeURIComponent(templateId)}`;
