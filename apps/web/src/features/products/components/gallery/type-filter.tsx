/**
 * The type filter (spec 2 section 2.1): both api and event by default; Apply needs at least one type; Reset
 * restores both. The popover's code loads when the filter is first opened (type-filter-popover.tsx, issue 18).
 */
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { PRODUCT_TYPES, type ProductType } from '@dc/contracts';
import { onDemand, useOnDemand } from '../../../../shared/lib/on-demand';
import { isAllTypes } from '../../utils/gallery-params';

const popoverModule = onDemand(() => import('./type-filter-popover'));

export interface TypeFilterProps {
  types: ProductType[];
  onApply(types: ProductType[]): void;
}

export function TypeFilter({ types, onApply }: TypeFilterProps) {
  const { t } = useTranslation('products');
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened, the popover stays mounted, so it closes with its transition like any other.
  const [opened, setOpened] = useState(false);
  const Popover = useOnDemand(popoverModule, opened)?.default;
  const [draft, setDraft] = useState<ProductType[]>(types);
  const id = useId();
  const show = () => {
    setDraft(types);
    setOpen(true);
    setOpened(true);
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
      {Popover && (
        <Popover
          open={open}
          anchorEl={anchor.current}
          titleId={`${id}-title`}
          draft={draft}
          onToggle={toggle}
          onApply={apply}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
