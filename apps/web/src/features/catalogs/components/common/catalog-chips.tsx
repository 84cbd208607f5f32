/** The catalog's type (custom reads "Private") and, for drafts, its status. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../../shared/i18n';
import type { Catalog } from '@dc/contracts';

export function CatalogChips({ catalog }: { catalog: Pick<Catalog, 'type' | 'status' | 'relationship'> }) {
  const { t } = useTranslation('catalogs');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color="primary" variant="outlined" label={t(`types.${catalog.type}`)} />
      {catalog.status === 'unpublished' && <Chip size="small" label={t('editor.status.unpublished')} />}
      {catalog.relationship === 'shared' && <Chip size="small" variant="outlined" label={t('relationship.shared')} />}
    </Stack>
  );
}
