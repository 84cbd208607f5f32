/** A detail page's fields as a description list: label above value on phones, beside it from the small breakpoint. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/i18n';

export interface Field {
  key: string;
  label: string;
  /** Empty values show a dash. */
  value: ReactNode;
}

export function FieldList({ fields, testId }: { fields: Field[]; testId?: string }) {
  const { t } = useTranslation('iot');
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {fields.map((f) => (
        <Box key={f.key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500, mt: { xs: 1.5, sm: 0 } }}>
            {f.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', '& code': { fontSize: '0.875rem' } }}
          >
            {f.value === undefined || f.value === null || f.value === '' ? t('noValue') : f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
