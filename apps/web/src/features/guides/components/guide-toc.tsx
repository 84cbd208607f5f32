/** The table of contents of the open guide: links to its headings by hash ('No headers found' without any). */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import { href, paths } from '../../../shared/config/paths';
import type { TocEntry } from '../utils/table-of-contents';

export function GuideToc({ file, entries }: { file: string; entries: TocEntry[] }) {
  const { t } = useTranslation('guides');
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="guide-toc-empty">
        {t('noHeaders')}
      </Typography>
    );
  }
  return (
    <nav aria-label={t('tocLabel')}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('toc')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="guide-toc">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              component={RouterLink}
              to={{ pathname: href(paths.guide, { fileName: file }), hash: `#${encodeURIComponent(entry.id)}` }}
              sx={{ display: 'block', py: 0.5, pl: entry.level === 3 ? 2 : 0, overflowWrap: 'anywhere' }}
            >
              {entry.text}
            </Link>
          </li>
        ))}
      </Typography>
    </nav>
  );
}
