/** Status of a template (spec 3 section 2.2): a green dot 'Active' when published, a grey 'InActive' otherwise. */
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../shared/i18n';
import type { TemplateStatus as Status } from '@dc/contracts';

export function TemplateStatus({ status }: { status: Status }) {
  const { t } = useTranslation('templates');
  const active = status === 'published';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: active ? 'success.main' : 'grey.500' }}
      />
      {active ? t('status.active') : t('status.inactive')}
    </Box>
  );
}
