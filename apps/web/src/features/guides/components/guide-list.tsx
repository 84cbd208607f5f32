/**
 * The guides as accordions (spec 3 section 2.3). Opening a guide's accordion opens that guide; the open guide's
 * accordion holds its summary and table of contents, and can be folded away.
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useNavigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import type { GuidePage } from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import type { TocEntry } from '../utils/table-of-contents';
import { GuideToc } from './guide-toc';

export interface GuideListProps {
  guides: GuidePage[];
  selected: string;
  /** The open guide's headings; undefined while it loads. */
  toc: TocEntry[] | undefined;
}

export function GuideList({ guides, selected, toc }: GuideListProps) {
  const { t } = useTranslation('guides');
  const navigate = useNavigate();
  // Which guide was folded by hand: opening another guide unfolds it again.
  const [folded, setFolded] = useState<string | null>(null);
  return (
    <div data-testid="guide-list">
      {guides.map((guide) => {
        const current = guide.file === selected;
        const base = `guide-${guide.file}`;
        return (
          <Accordion
            key={guide.file}
            disableGutters
            expanded={current && folded !== guide.file}
            onChange={(_, open) => {
              if (!current) void navigate(href(paths.guide, { fileName: guide.file }));
              setFolded(open ? null : guide.file);
            }}
            data-testid={base}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${base}-header`}
              aria-controls={`${base}-content`}
              aria-current={current ? 'page' : undefined}
            >
              <Typography component="span" sx={{ fontWeight: current ? 600 : 400, overflowWrap: 'anywhere' }}>
                {guide.name}
              </Typography>
              {guide.internal && <Chip size="small" label={t('internal')} sx={{ ml: 1, alignSelf: 'center' }} />}
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {guide.text}
              </Typography>
              {current && toc && <GuideToc file={guide.file} entries={toc} />}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
