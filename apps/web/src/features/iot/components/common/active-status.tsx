/** Active (green) or Inactive (red), always with its word so the colour is never the only signal (spec 1 sections 2.9, 9). */
import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { useTranslation } from '../../../../shared/i18n';

export function ActiveStatus({ active }: { active: boolean }) {
  const { t } = useTranslation('iot');
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      icon={active ? <CheckCircleOutlineIcon /> : <HighlightOffIcon />}
      label={active ? t('status.active') : t('status.inactive')}
      data-testid="active-status"
    />
  );
}
