/**
 * The type filter's popover (spec 2 section 2.1), in a chunk of its own: it loads when the filter is first opened,
 * not before the gallery's first paint (issue 18: Checkbox and the form controls are not on the first screen).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import { useTranslation } from '../../../../shared/i18n';
import { PRODUCT_TYPES, type ProductType } from '@dc/contracts';
import { ALL_TYPES } from '../../utils/gallery-params';

export interface TypeFilterPopoverProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  titleId: string;
  draft: ProductType[];
  onToggle(type: ProductType, on: boolean): void;
  onApply(types: ProductType[]): void;
  onClose(): void;
}

export default function TypeFilterPopover({
  open,
  anchorEl,
  titleId,
  draft,
  onToggle,
  onApply,
  onClose,
}: TypeFilterPopoverProps) {
  const { t } = useTranslation('products');
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, minWidth: 220 } } }}
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Box component="legend" id={titleId} sx={{ fontWeight: 500, mb: 1 }}>
          {t('filter.title')}
        </Box>
        <FormGroup>
          {PRODUCT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={<Checkbox checked={draft.includes(type)} onChange={(e) => onToggle(type, e.target.checked)} />}
              label={t(`types.${type}`)}
            />
          ))}
        </FormGroup>
        {draft.length === 0 && <FormHelperText error>{t('filter.atLeastOne')}</FormHelperText>}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={() => onApply(ALL_TYPES)}>{t('filter.reset')}</Button>
        <Button variant="contained" disabled={draft.length === 0} onClick={() => onApply(draft)}>
          {t('filter.apply')}
        </Button>
      </Box>
    </Popover>
  );
}
