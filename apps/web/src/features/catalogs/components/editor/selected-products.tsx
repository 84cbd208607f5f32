/**
 * The products in catalog order (spec 2 section 2.10: the order is the list position). Reordered by dragging a row
 * (native HTML5 drag and drop) or, from the keyboard, with each row's move up and move down buttons; every move is
 * announced, and the focus stays with the moved product.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { PickedProduct } from '../../utils/catalog-form';
import { moveItem } from '../../utils/reorder';

export interface SelectedProductsProps {
  products: PickedProduct[];
  disabled: boolean;
  onChange(next: PickedProduct[]): void;
  /** Says what changed (the tab's live region). */
  onAnnounce(text: string): void;
}

type Focus = { uuid: string; control: 'up' | 'down' } | undefined;

export function SelectedProducts({ products, disabled, onChange, onAnnounce }: SelectedProductsProps) {
  const { t } = useTranslation('catalogs');
  const [dragFrom, setDragFrom] = useState<number>();
  const [dragOver, setDragOver] = useState<number>();
  const [focus, setFocus] = useState<Focus>();
  const list = useRef<HTMLOListElement>(null);

  // After a keyboard move the row re-renders elsewhere: the focus follows it (to the other arrow at an end).
  useEffect(() => {
    if (!focus || !list.current) return;
    const button = (control: string) =>
      list.current!.querySelector<HTMLButtonElement>(`[data-move="${focus.uuid}:${control}"]:not([disabled])`);
    (button(focus.control) ?? button(focus.control === 'up' ? 'down' : 'up'))?.focus();
  }, [focus, products]);

  const move = (from: number, to: number, control?: 'up' | 'down') => {
    if (to < 0 || to >= products.length || from === to) return;
    const next = moveItem(products, from, to);
    onChange(next);
    const item = products[from];
    onAnnounce(t('products.moved', { name: item.displayName, position: to + 1, count: next.length }));
    setFocus(control ? { uuid: item.uuid, control } : undefined);
  };
  const remove = (index: number) => {
    const item = products[index];
    onChange(products.filter((_, i) => i !== index));
    onAnnounce(t('products.removed', { name: item.displayName }));
  };
  const endDrag = () => {
    setDragFrom(undefined);
    setDragOver(undefined);
  };
  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragFrom !== undefined) move(dragFrom, to);
    endDrag();
  };

  return (
    <Box>
      {products.length === 0 ? (
        <Typography color="text.secondary" data-testid="selected-products-empty">
          {t('products.empty')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" id="catalog-order-help" sx={{ mb: 1 }}>
            {t('products.orderHelp')}
          </Typography>
          <Box
            component="ol"
            ref={list}
            aria-label={t('products.listLabel')}
            aria-describedby="catalog-order-help"
            data-testid="selected-products"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, maxWidth: 720 }}
          >
            {products.map((p, i) => (
              <Paper
                component="li"
                variant="outlined"
                key={p.uuid}
                draggable={!disabled}
                onDragStart={(e: DragEvent) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', p.uuid);
                  setDragFrom(i);
                }}
                onDragOver={(e: DragEvent) => {
                  if (dragFrom === undefined) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  setDragOver(i);
                }}
                onDrop={(e: DragEvent) => drop(e, i)}
                onDragEnd={endDrag}
                data-testid="selected-product"
                data-product-id={p.uuid}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  p: 1,
                  opacity: dragFrom === i ? 0.5 : 1,
                  borderColor: dragOver === i && dragFrom !== i ? 'primary.main' : undefined,
                  borderWidth: dragOver === i && dragFrom !== i ? 2 : undefined,
                }}
              >
                <DragIndicatorIcon
                  aria-hidden
                  data-testid="drag-handle"
                  sx={{ cursor: disabled ? 'default' : 'grab', color: 'text.secondary' }}
                />
                <Typography sx={{ minWidth: '1.5em', fontWeight: 500 }}>{i + 1}</Typography>
                <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'break-word' }}>{p.displayName}</Typography>
                  <Chip size="small" variant="outlined" label={t(`products.type.${p.type}`)} sx={{ mt: 0.5 }} />
                </Box>
                <Box sx={{ display: 'flex', ml: 'auto' }}>
                  <IconButton
                    size="small"
                    aria-label={t('products.moveUp', { name: p.displayName })}
                    disabled={disabled || i === 0}
                    onClick={() => move(i, i - 1, 'up')}
                    data-move={`${p.uuid}:up`}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('products.moveDown', { name: p.displayName })}
                    disabled={disabled || i === products.length - 1}
                    onClick={() => move(i, i + 1, 'down')}
                    data-move={`${p.uuid}:down`}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('products.remove', { name: p.displayName })}
                    disabled={disabled}
                    onClick={() => remove(i)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Paper>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
