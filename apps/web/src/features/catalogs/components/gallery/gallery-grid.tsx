/** The card grid of one tab: skeletons while loading, the add card first on the private tab, then the catalogs. */
import Box from '@mui/material/Box';
import type { Catalog } from '@dc/contracts';
import { AddCatalogCard, CatalogCard, CatalogCardSkeleton } from './catalog-card';

export const GRID = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

export function GallerySkeleton({ count, label }: { count: number; label: string }) {
  return (
    <Box component="ul" sx={GRID} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <CatalogCardSkeleton />
        </li>
      ))}
    </Box>
  );
}

export interface GalleryGridProps {
  catalogs: Catalog[];
  withAddCard: boolean;
  label: string;
  busy: boolean;
}

export function GalleryGrid({ catalogs, withAddCard, label, busy }: GalleryGridProps) {
  if (!withAddCard && catalogs.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ ...GRID, opacity: busy ? 0.6 : 1 }}
      aria-label={label}
      aria-busy={busy}
      data-testid="catalog-cards"
    >
      {withAddCard && (
        <li>
          <AddCatalogCard />
        </li>
      )}
      {catalogs.map((catalog) => (
        <li key={catalog.id}>
          <CatalogCard catalog={catalog} />
        </li>
      ))}
    </Box>
  );
}
