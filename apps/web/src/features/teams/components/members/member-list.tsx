/**
 * A titled list of team members or pending invitations (spec 3 section 2.1), 5 per page (the stacked user list of
 * spec 1 section 9) with paging only past one page, and an empty text.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../../shared/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { TeamMember } from '@dc/contracts';
import { pageCount, pageOf } from '../../utils/team-cards';
import { roleTitleKey } from '../../utils/role-choices';
import { formatDate } from '../../../../shared/lib/dates/format-date';

export const MEMBER_LIST_PAGE_SIZE = 5;

export const memberName = (m: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

const initials = (m: TeamMember) =>
  (m.firstName || m.lastName ? `${m.firstName?.[0] ?? ''}${m.lastName?.[0] ?? ''}` : m.email[0]).toUpperCase();

export interface MemberListProps {
  id: string;
  title: string;
  emptyText: string;
  members?: TeamMember[];
  loading: boolean;
  actions?(member: TeamMember): ReactNode;
}

export function MemberList({ id, title, emptyText, members, loading, actions }: MemberListProps) {
  const { t, i18n } = useTranslation('teams');
  const [page, setPage] = useState(1);
  const items = members ?? [];
  const pages = pageCount(items.length, MEMBER_LIST_PAGE_SIZE);
  const date = (iso: string | null) => formatDate(iso, 'date', i18n.language) ?? '';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-testid={`${id}-list`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
        {/* "Pending (0)" above "No Pending Invitations." says nothing twice (issue 22): count only what is there. */}
        {items.length > 0 ? ` (${items.length})` : ''}
      </Typography>
      {loading && !members ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {pageOf(items, page, MEMBER_LIST_PAGE_SIZE).map((m) => (
            <Box
              component="li"
              key={m.relationId}
              data-testid="member-row"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Avatar aria-hidden sx={{ bgcolor: 'primary.light', mt: 0.25 }}>
                {initials(m)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{memberName(m)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {m.relationStatus === 'INVITED'
                    ? [
                        m.invitedBy && t('members.invitedBy', { email: m.invitedBy }),
                        m.expiresAt && t('members.expires', { date: date(m.expiresAt) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : m.email}
                </Typography>
                <Stack useFlexGap direction="row" spacing={1} sx={{ mt: 0.75, flexWrap: 'wrap' }}>
                  <Chip size="small" variant="outlined" label={t(roleTitleKey(m.role))} />
                  <Chip
                    size="small"
                    color={m.status === 'Active' ? 'success' : 'default'}
                    variant="outlined"
                    label={t(m.status === 'Active' ? 'members.statusActive' : 'members.statusPending')}
                  />
                </Stack>
              </Box>
              {actions && <Box sx={{ display: 'flex', flexShrink: 0 }}>{actions(m)}</Box>}
            </Box>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, p) => setPage(p)}
          getItemAriaLabel={(type, p) => t(`pagination.${type}`, { page: p })}
        />
      )}
    </Paper>
  );
}
