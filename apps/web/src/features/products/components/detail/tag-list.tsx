/** A product's tags as small chips; `max` keeps cards short (the rest is counted). */
import Box from '@mui/material/Box';
import { useTranslation } from '../../../../shared/i18n';
import { SmallChip } from '../../../../shared/ui/small-chip';

export function TagList({ tags, max }: { tags: readonly string[]; max?: number }) {
  const { t } = useTranslation('products');
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <Box component="ul" aria-label={t('detail.tags')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0 }}>
      {shown.map((tag) => (
        <Box component="li" key={tag} sx={{ listStyle: 'none' }}>
          <SmallChip label={tag} />
        </Box>
      ))}
      {more > 0 && (
        <Box component="li" sx={{ listStyle: 'none' }}>
          <SmallChip label={t('gallery.moreTags', { count: more })} />
        </Box>
      )}
    </Box>
  );
}
