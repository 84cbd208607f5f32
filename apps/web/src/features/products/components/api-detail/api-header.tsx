/**
 * The head of an API product (spec 2 section 2.3): type badge, name, description, tags, the 'Manual Approval
 * Required' and 'Purchase/License Needed' notes, and Subscribe.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from '../../../../shared/i18n';
import type { ApiProductSummary } from '@dc/contracts';
import { TagList } from '../detail/tag-list';
import { TypeBadge } from '../detail/type-badge';
import { SubscribeButton } from './subscribe-button';

export function ApiHeader({ api }: { api: ApiProductSummary }) {
  const { t } = useTranslation('products');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <TypeBadge type="api" />
          <Typography variant="body2" color="text.secondary">
            {t('detail.ownedBy', { team: api.owned_by })}
          </Typography>
        </Box>
        <Typography variant="h1" sx={{ mt: 1, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {api.display_name}
        </Typography>
        {api.description && (
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '80ch' }}>
            {api.description}
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          <TagList tags={api.tags} />
        </Box>
        {(api.approval_type === 'manual' || api.license_required) && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }} data-testid="product-notes">
            {api.approval_type === 'manual' && (
              <Chip
                variant="outlined"
                icon={<HowToRegOutlinedIcon color="warning" />}
                label={t('notes.manualApproval')}
                data-testid="note-manual-approval"
              />
            )}
            {api.license_required && (
              <Chip
                variant="outlined"
                icon={<ShoppingCartOutlinedIcon color="warning" />}
                label={t('notes.licenseNeeded')}
                data-testid="note-license"
              />
            )}
          </Box>
        )}
      </Box>
      <SubscribeButton api={api} />
    </Box>
  );
}
