/**
 * A gallery card (spec 2 sections 2.1, 3 "Product"): type, name, description, tags; the whole card is a link to the
 * product. Plain elements styled by the grid's one rule (gallery-grid.ts): the look of MUI's outlined Card,
 * CardActionArea and chips at a few components a card instead of about sixty (issue 18). The link is a plain anchor:
 * hover and keyboard focus show CardActionArea's veil, and a click navigates without MUI's ripple.
 */
import { memo } from 'react';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { Product } from '@dc/contracts';
import { productHref } from '../../utils/product-href';
import { formatDate } from '../../../../shared/lib/dates/format-date';
import { cardClasses as cls } from './gallery-grid';

const MAX_TAGS = 3;

function Chip({ label, className = cls.chip, testId }: { label: string; className?: string; testId?: string }) {
  return (
    <div className={className} data-testid={testId}>
      <span>{label}</span>
    </div>
  );
}

/** Memo: a product keeps its object across answers (structural sharing), so a refetch re-renders no card. */
export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const created = formatDate(product.createdAtDateTime, 'date', i18n.language);
  const tags = product.tags.slice(0, MAX_TAGS);
  const more = product.tags.length - tags.length;
  const badge = `${cls.chip} ${cls.typeBadge} ${product.type === 'api' ? cls.primary : cls.secondary}`;
  return (
    <article
      className={cls.card}
      data-testid="product-card"
      data-product-type={product.type}
      data-created={product.createdAtDateTime}
    >
      <RouterLink className={cls.action} to={productHref(product)}>
        <div className={cls.content}>
          <div className={cls.chips}>
            <Chip label={t(`types.${product.type}`)} className={badge} testId="type-badge" />
            {product.visibility === 'PRIVATE' && <Chip label={t('gallery.private')} />}
          </div>
          <h2 className={cls.title}>{product.displayName}</h2>
          <p className={cls.description}>{product.description}</p>
          {tags.length > 0 && (
            <ul className={cls.tags} aria-label={t('detail.tags')}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Chip label={tag} />
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Chip label={t('gallery.moreTags', { count: more })} />
                </li>
              )}
            </ul>
          )}
          <span className={cls.caption}>
            {product.latestVersion
              ? t('gallery.versionAndDate', { version: product.latestVersion, date: created })
              : t('gallery.created', { date: created })}
          </span>
        </div>
        <span className={cls.veil} />
      </RouterLink>
    </article>
  );
});

/** A card's placeholder while the first answer is pending: plain elements, the skeleton's look from the grid. */
export function ProductCardSkeleton() {
  return (
    <div className={cls.card} data-testid="product-card-skeleton" aria-hidden>
      <div className={cls.content}>
        <span className={cls.skeletonRounded} style={{ width: 56, height: 24 }} />
        <span className={cls.skeletonText} style={{ width: '70%', height: 28 }} />
        <span className={cls.skeletonText} style={{ width: '100%' }} />
        <span className={cls.skeletonText} style={{ width: '90%' }} />
        <span className={cls.skeletonText} style={{ width: '40%' }} />
      </div>
    </div>
  );
}
