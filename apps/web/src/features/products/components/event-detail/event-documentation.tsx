/**
 * The Documentation tab of an event product (spec 2 section 2.4): version and environment (production marked with
 * its own icon; other teams see only prd entries), and the AsyncAPI reference. Version and environment are in the URL.
 */
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { EventDetails, EventEnvironmentEntry } from '@dc/contracts';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { pickEnvironment, pickEventVersion, visibleVersions } from '../../utils/event-versions';
import { PanelMessage } from '../detail/panel-message';
import { AsyncApiSection } from './asyncapi-section';
import { EnvironmentIcon } from './environment-icon';

export function EventDocumentation({ event }: { event: EventDetails }) {
  const { t } = useTranslation('products');
  const { currentTeam } = useCurrentTeam();
  const [search, setSearch] = useSearchParams();
  const internalView = currentTeam?.internal === true || currentTeam?.uuid === event.ownerTeamId;
  const versions = visibleVersions(event.availableVersions, internalView);
  const version = pickEventVersion(versions, search.get('version'));
  if (!version) return <PanelMessage testId="no-version">{t('documentation.noEventVersion')}</PanelMessage>;
  const entries: EventEnvironmentEntry[] = versions[version] ?? [];
  const entry = pickEnvironment(entries, search.get('environment'));
  const set = (key: 'version' | 'environment', value: string) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      out.set(key, value);
      if (key === 'version') out.delete('environment');
      return out;
    });
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('documentation.version')}
          value={version}
          onChange={(e) => set('version', e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {Object.keys(versions).map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        {entry && (
          <TextField
            select
            size="small"
            label={t('documentation.environment')}
            value={entry.environment}
            onChange={(e) => set('environment', e.target.value)}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { renderValue: (value) => <EnvironmentLabel environment={String(value)} /> } }}
          >
            {entries.map((e) => (
              <MenuItem key={e.environment} value={e.environment}>
                <ListItemIcon>
                  <EnvironmentIcon environment={e.environment} />
                </ListItemIcon>
                <ListItemText primary={t(`environments.${e.environment}`)} secondary={e.deployedUrl} />
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <AsyncApiSection event={event} version={version} environment={entry?.environment} />
    </Box>
  );
}

function EnvironmentLabel({ environment }: { environment: string }) {
  const { t } = useTranslation('products');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <EnvironmentIcon environment={environment} />
      {t(`environments.${environment}`)}
    </Box>
  );
}
