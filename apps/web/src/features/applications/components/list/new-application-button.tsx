/**
 * New Application (spec 2 section 6): without the create permission it is disabled with the tooltip 'Basic user
 * cannot create an application'; while the answer is unknown it waits, disabled.
 */
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';

export function NewApplicationButton({ allowed, onClick }: { allowed: boolean | undefined; onClick(): void }) {
  const { t } = useTranslation('applications');
  const button = (
    <Button variant="contained" startIcon={<AddIcon />} disabled={allowed !== true} onClick={onClick}>
      {t('list.newApplication')}
    </Button>
  );
  if (allowed !== false) return button;
  return (
    <Tooltip title={t('list.cannotCreate')}>
      {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
      <span tabIndex={0} data-testid="new-application-disabled">
        {button}
      </span>
    </Tooltip>
  );
}
