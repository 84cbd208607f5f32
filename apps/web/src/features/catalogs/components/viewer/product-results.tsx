/** The catalog's products as cards or as a list; each opens the product's own page. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import type { CatalogProduct } from '@dc/contracts';
import { useFormatDate } from '../../../../shared/lib/dates/use-format-date';
import { productLink } from '../../utils/product-link';
import type { ViewMode } from './products-toolbar';

const GRID = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

function ProductCard({ product }: { product: CatalogProduct }) {
  const { t } = useTranslation('catalogs');
  const formatDate = useFormatDate();
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={productLink(product)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
          <Chip
            size="small"
            variant="outlined"
            label={t(`products.type.${product.type}`)}
            sx={{ alignSelf: 'flex-start' }}
          />
          <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {product.displayName}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              flex: 1,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {product.description}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(product.createdAtDateTime, 'catalog')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ProductTable({ products }: { products: CatalogProduct[] }) {
  const { t } = useTranslation('catalogs');
  const formatDate = useFormatDate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('viewer.listLabel')} data-testid="catalog-product-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('viewer.columns.position')}</TableCell>
            <TableCell>{t('viewer.columns.name')}</TableCell>
            <TableCell>{t('viewer.columns.type')}</TableCell>
            <TableCell>{t('viewer.columns.created')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((p) => (
            <TableRow key={p.uuid} data-testid="catalog-product">
              <TableCell>{p.order + 1}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                <Link component={RouterLink} to={productLink(p)}>
                  {p.displayName}
                </Link>
              </TableCell>
              <TableCell>{t(`products.type.${p.type}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.createdAtDateTime, 'catalog')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ProductResults({ products, mode }: { products: CatalogProduct[]; mode: ViewMode }) {
  const { t } = useTranslation('catalogs');
  if (mode === 'list') return <ProductTable products={products} />;
  return (
    <Box component="ul" sx={GRID} aria-label={t('viewer.listLabel')} data-testid="catalog-product-cards">
      {products.map((p) => (
        <li key={p.uuid} data-testid="catalog-product">
          <ProductCard product={p} />
        </li>
      ))}
    </Box>
  );
}
