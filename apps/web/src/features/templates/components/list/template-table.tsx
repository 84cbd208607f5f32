/**
 * The template table (spec 3 section 2.2): Template Id, Name, Status, Analytics (active only when published), Edit
 * (View for those who cannot edit) and, for editors, the remover. The id and the name open the preview.
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InsightsIcon from '@mui/icons-material/Insights';
import { useTranslation } from '../../../../shared/i18n';
import { Link as RouterLink } from '../../../../shared/router';
import type { TemplateSummary } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { stickyLastColumnSx } from '../../../../shared/ui/scroll-table';
import { TemplateStatus } from './template-status';

interface TemplateTableProps {
  templates: TemplateSummary[];
  canEdit: boolean;
  onDelete(template: TemplateSummary): void;
}

export function TemplateTable({ templates, canEdit, onDelete }: TemplateTableProps) {
  const { t } = useTranslation('templates');
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Edit/Remove stay in reach on phones (issue 22). */}
      <Table size="small" aria-label={t('list.tableLabel')} sx={stickyLastColumnSx}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.columns.id')}</TableCell>
            <TableCell>{t('list.columns.name')}</TableCell>
            <TableCell>{t('list.columns.status')}</TableCell>
            <TableCell align="center">{t('list.columns.analytics')}</TableCell>
            <TableCell align="center">{t('list.columns.edit')}</TableCell>
            {canEdit && <TableCell align="center">{t('list.columns.remove')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {templates.map((template) => {
            const preview = href(paths.templatePreview, { templateId: template.id });
            const published = template.status === 'published';
            return (
              <TableRow key={template.id} data-testid="template-row">
                <TableCell
                  sx={{ fontFamily: 'monospace', fontSize: '0.75rem', overflowWrap: 'anywhere', minWidth: 120 }}
                >
                  <Link component={RouterLink} to={preview} aria-label={t('list.previewOf', { name: template.name })}>
                    {template.id}
                  </Link>
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  <Link component={RouterLink} to={preview}>
                    {template.name}
                  </Link>
                </TableCell>
                <TableCell>
                  <TemplateStatus status={template.status} />
                </TableCell>
                <TableCell align="center">
                  {published ? (
                    <Tooltip title={t('list.analytics')}>
                      <IconButton
                        component={RouterLink}
                        to={href(paths.templateAnalytics, { templateId: template.id })}
                        aria-label={t('list.analyticsOf', { name: template.name })}
                        color="primary"
                      >
                        <InsightsIcon />
                      </IconButton>
                    </Tooltip>
                  ) : (
                    <IconButton disabled aria-label={t('list.analyticsOf', { name: template.name })}>
                      <InsightsIcon />
                    </IconButton>
                  )}
                </TableCell>
                <TableCell align="center">
                  <Button
                    component={RouterLink}
                    to={href(paths.templateDetails, { templateId: template.id })}
                    size="small"
                    aria-label={`${template.can_edit ? t('list.edit') : t('list.view')} ${template.name}`}
                  >
                    {template.can_edit ? t('list.edit') : t('list.view')}
                  </Button>
                </TableCell>
                {canEdit && (
                  <TableCell align="center">
                    <IconButton
                      color="error"
                      onClick={() => onDelete(template)}
                      aria-label={t('list.removeOf', { name: template.name })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
