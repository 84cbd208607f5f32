/**
 * Delete a catalog by typing its name (spec 2 section 5). Only an empty catalog goes (CT1009 otherwise, shown in the
 * dialog); success goes to the private tab of the gallery.
 */
import Alert from '@mui/material/Alert';
import { useNavigate } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n';
import { resolveError, type Catalog } from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { notifySuccess } from '../../../../shared/lib/notify';
import { TypedConfirmDialog } from '../../../../shared/ui/typed-confirm-dialog';
import { useDeleteCatalog } from '../../api/delete-catalog';
import { useCatalogRefresh } from '../../hooks/use-catalog-refresh';

export interface DeleteCatalogDialogProps {
  open: boolean;
  catalog: Pick<Catalog, 'id' | 'name'>;
  teamId: string;
  onClose(): void;
}

export function DeleteCatalogDialog({ open, catalog, teamId, onClose }: DeleteCatalogDialogProps) {
  const { t } = useTranslation('catalogs');
  const remove = useDeleteCatalog();
  const refresh = useCatalogRefresh();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(
      { teamId, catalogId: catalog.id },
      {
        onSuccess: () => {
          notifySuccess(t('delete.deleted'));
          void refresh(teamId);
          void navigate(href(paths.catalogs, {}, { type: 'custom' }), { replace: true });
        },
      },
    );
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <TypedConfirmDialog
      id="delete-catalog-dialog"
      open={open}
      expected={catalog.name}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={close}
      texts={{
        title: t('delete.title'),
        text: t('delete.text', { name: catalog.name }),
        label: t('delete.label'),
        mismatch: t('delete.mismatch'),
        confirm: t('delete.confirm'),
        cancel: t('delete.cancel'),
      }}
    >
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-catalog-error">
          {t('editor.serverError', resolveError(remove.error))}
        </Alert>
      )}
    </TypedConfirmDialog>
  );
}
