/**
 * The head of an event product (spec 2 section 2.4): type badge, title, description, tags, and the actions (Subscribe
 * and its wizard come from the event subscriptions area, composed by the route).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { EventDetails } from '@dc/contracts';
import { splitTags } from '../../utils/event-versions';
import { TagList } from '../detail/tag-list';
import { TypeBadge } from '../detail/type-badge';

export function EventHeader({ event, actions }: { event: EventDetails; actions?: ReactNode }) {
  const { t } = useTranslation('products');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <TypeBadge type="event" />
          <Typography variant="body2" color="text.secondary">
            {t('detail.ownedBy', { team: event.ownedBy })}
          </Typography>
        </Box>
        <Typography variant="h1" sx={{ mt: 1, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {event.eventTitle}
        </Typography>
        {event.metadataDescription && (
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '80ch' }}>
            {event.metadataDescription}
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          <TagList tags={splitTags(event.metadataTags)} />
        </Box>
      </Box>
      {actions}
    </Box>
  );
}
