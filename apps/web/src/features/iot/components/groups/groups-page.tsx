/**
 * The group list (spec 1 sections 2.9, 4.5): the current team's device groups of all three kinds with Group ID, Name
 * and Region, 25 rows per page, 'Load more' until both bookmarks are 'none', a search for one Group Id among the
 * groups already loaded, and View More.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError } from '@dc/contracts';
import { useCurrentTeam } from '../../../../shared/lib/current-team/current-team-context';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useGroups } from '../../api/get-groups';
import { groupRowsOf } from '../../utils/bookmarks';
import { exactMatches } from '../../utils/search';
import { SearchBox } from '../common/search-box';
import { GroupsTable } from './groups-table';

export function GroupsPage() {
  const { t } = useTranslation('iot');
  useDocumentTitle(t('groups.title'), t('pageTitle'));
  const { currentTeam } = useCurrentTeam();
  const groups = useGroups(currentTeam?.uuid);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => groupRowsOf(groups.data?.pages), [groups.data]);
  const shown = useMemo(() => exactMatches(rows, (g) => g.id, search), [rows, search]);

  return (
    <>
      <Typography variant="h1">{t('groups.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('groups.intro')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <SearchBox id="iot-group-search" label={t('groups.search')} onSearch={setSearch} />
      </Box>
      {groups.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {resolveError(groups.error).message}
        </Alert>
      )}
      <GroupsTable
        rows={shown}
        loading={!groups.data && !groups.isError}
        loadMore={{
          hasMore: groups.hasNextPage,
          loading: groups.isFetchingNextPage,
          onLoadMore: () => groups.fetchNextPage(),
        }}
      />
    </>
  );
}
