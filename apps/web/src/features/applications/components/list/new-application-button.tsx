/**
 * New Application (spec 2 section 6): without the create permission it is disabled with the tooltip 'Basic user
 * cannot create an application'; while the answer is unknown it waits, disabled.
 */
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { memo } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { DeferredTooltip } from '../../../../shared/ui/deferred-tooltip';

export const NewApplicationButton = memo(function NewApplicationButton({
  allowed,
  onClick,
}: {
  allowed: boolean | undefined;
  onClick(): void;
}) {
  const { t } = useTranslation('applications');
  const button = (
    <Button variant="contained" startIcon={<AddIcon />} disabled={allowed !== true} onClick={onClick}>
      {t('list.newApplication')}
    </Button>
  );
  if (allowed !== false) return button;
  return (
    <DeferredTooltip title={t('list.cannotCreate')}>
      {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip, and its text as its name
          before the tooltip's code has arrived (deferred-tooltip.tsx). */}
      <span tabIndex={0} aria-label={t('list.cannotCreate')} data-testid="new-application-disabled">
        {button}
      </span>
    </DeferredTooltip>
  );
});
