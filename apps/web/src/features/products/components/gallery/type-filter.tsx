/**
 * The type filter (spec 2 section 2.1): both api and event by default; Apply needs at least one type; Reset
 * restores both.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, type ProductType } from '@dc/contracts';
import { ALL_TYPES, isAllTypes } from '../../utils/gallery-params';

export interface TypeFilterProps {
  types: ProductType[];
  onApply(types: ProductType[]): void;
}

export function TypeFilter({ types, onApply }: TypeFilterProps) {
  const { t } = useTranslation('products');
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ProductType[]>(types);
  const id = useId();
  const show = () => {
    setDraft(types);
    setOpen(true);
  };
  const toggle = (type: ProductType, on: boolean) =>
    setDraft((d) => PRODUCT_TYPES.filter((x) => (x === type ? on : d.includes(x))));
  const apply = (next: ProductType[]) => {
    onApply(next);
    setOpen(false);
  };
  const label = isAllTypes(types) ? t('filter.all') : types.map((x) => t(`types.${x}`)).join(', ');
  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={{ flexShrink: 0 }}
      >
        {t('filter.button', { types: label })}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title`, sx: { p: 2, minWidth: 220 } } }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Box component="legend" id={`${id}-title`} sx={{ fontWeight: 500, mb: 1 }}>
            {t('filter.title')}
          </Box>
          <FormGroup>
            {PRODUCT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={<Checkbox checked={draft.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />}
                label={t(`types.${type}`)}
              />
            ))}
          </FormGroup>
          {draft.length === 0 && <FormHelperText error>{t('filter.atLeastOne')}</FormHelperText>}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button onClick={() => apply(ALL_TYPES)}>{t('filter.reset')}</Button>
          <Button variant="contained" disabled={draft.length === 0} onClick={() => apply(draft)}>
            {t('filter.apply')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
