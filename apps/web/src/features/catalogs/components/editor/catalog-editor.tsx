/**
 * The editor of a new or saved catalog (spec 2 section 2.10): header with breadcrumbs and status, the five tabs,
 * and the actions. Shown only to those who may edit (the page checks first).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import { canRemoveCatalog, type Catalog, type Team } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { useCatalogEditor } from '../../hooks/use-catalog-editor';
import { useEditorTab } from '../../hooks/use-editor-tab';
import type { PickedProduct } from '../../utils/catalog-form';
import { AccessTab } from '../access/access-tab';
import { CatalogBreadcrumbs } from '../common/catalog-breadcrumbs';
import { DeleteCatalogDialog } from '../common/delete-catalog-dialog';
import { SupportPanel } from '../common/support-panel';
import { DetailsField } from './details-field';
import { EditorActions } from './editor-actions';
import { EditorPanel, EditorTabs } from './editor-tabs';
import { NameFields } from './name-fields';
import { ProductsTab } from './products-tab';
import { PageContainer } from '../../../../shared/ui/page-container';

export interface CatalogEditorProps {
  team: Team;
  catalog?: Catalog;
  savedProducts: PickedProduct[];
  /** Just created as a draft (FromCatalogCreator): say what comes next. */
  fromCreator: boolean;
}

export function CatalogEditor({ team, catalog, savedProducts, fromCreator }: CatalogEditorProps) {
  const { t } = useTranslation('catalogs');
  const title = t(catalog ? 'editor.editTitle' : 'editor.addTitle');
  useDocumentTitle(title, t('title'));
  const { tab, select } = useEditorTab(!!catalog);
  const editor = useCatalogEditor({ teamId: team.uuid, catalog, savedProducts, selectTab: select });
  const [deleting, setDeleting] = useState(false);
  const disabled = editor.busy !== 'idle';
  const status = catalog?.status ?? 'unpublished';
  const name = catalog ? catalog.displayName || catalog.name : '';
  const viewPath = catalog && href(paths.catalogView, { catalogId: catalog.id }, { type: catalog.type });
  const trail = catalog
    ? [{ label: name, to: viewPath }, { label: t('breadcrumbs.edit') }]
    : [{ label: t('breadcrumbs.add') }];

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="catalog-editor">
      <CatalogBreadcrumbs type="custom" trail={trail} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {catalog && (
            <Chip
              label={t(`editor.status.${status}`)}
              color={status === 'published' ? 'success' : 'default'}
              data-testid="catalog-status"
            />
          )}
        </Box>
        <EditorActions
          status={status}
          busy={editor.busy}
          cancelTo={viewPath ?? href(paths.catalogs, {}, { type: 'custom' })}
          canDelete={!!catalog && canRemoveCatalog(catalog, team.role)}
          canSave={editor.canSave}
          canPublish={editor.canPublish}
          onAction={editor.run}
          onDelete={() => setDeleting(true)}
        />
      </Box>
      {editor.busy === 'moving' && (
        <Box sx={{ mt: 2 }} role="status">
          <LinearProgress aria-label={t('editor.opening')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('editor.opening')}
          </Typography>
        </Box>
      )}
      {fromCreator && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="catalog-from-creator">
          {t('editor.fromCreator')}
        </Alert>
      )}
      {status !== 'published' && !editor.canPublish && (
        <Typography id="catalog-publish-hint" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('editor.publishIncomplete')}
        </Typography>
      )}
      {editor.refusal && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="catalog-refusal">
          {editor.refusal}
        </Alert>
      )}
      <EditorTabs tab={tab} catalogExists={!!catalog} onSelect={select} />
      <EditorPanel tab={tab}>
        {tab === 'name' && <NameFields form={editor.form} disabled={disabled} />}
        {tab === 'products' && (
          <ProductsTab
            teamId={team.uuid}
            products={editor.products}
            disabled={disabled}
            onChange={editor.setProducts}
          />
        )}
        {tab === 'details' && <DetailsField form={editor.form} disabled={disabled} />}
        {tab === 'access' && catalog && <AccessTab catalog={catalog} team={team} />}
        {tab === 'support' && <SupportPanel catalogName={name || t('editor.addTitle')} />}
      </EditorPanel>
      {catalog && (
        <DeleteCatalogDialog open={deleting} catalog={catalog} teamId={team.uuid} onClose={() => setDeleting(false)} />
      )}
    </PageContainer>
  );
}
