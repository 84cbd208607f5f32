/**
 * The editor's form and its three actions (spec 2 sections 4, 5): Save keeps the status, Publish publishes (a name and
 * at least one product), Unpublish unpublishes. After creating: a published catalog opens its summary, a draft its
 * edit page (FromCatalogCreator), both after 3 s. After an update: published goes to the summary after 3 s, a draft
 * refreshes in place.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n';
import {
  CATALOG_ACTION_DELAY_MS,
  CATALOG_ERRORS,
  CATALOG_FROM_CREATOR_KEY,
  canPublishCatalog,
  resolveError,
  type Catalog,
  type CatalogStatus,
} from '@dc/contracts';
import { href, paths } from '../../../shared/config/paths';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { createCatalog } from '../api/create-catalog';
import { setCatalogProducts } from '../api/set-catalog-products';
import { updateCatalog } from '../api/update-catalog';
import {
  catalogFormSchema,
  formValuesOf,
  NAME_ERROR_CODES,
  type CatalogFormValues,
  type PickedProduct,
} from '../utils/catalog-form';
import { productIdsOf, sameOrder, saveSteps } from '../utils/save-plan';
import { useCatalogForget, useCatalogRefresh } from './use-catalog-refresh';
import { useDelayed } from '../../../shared/lib/use-delayed';
import type { EditorTab } from './use-editor-tab';

export type EditorAction = 'save' | 'publish' | 'unpublish';
export type EditorBusy = 'idle' | 'saving' | 'moving';

export interface CatalogEditorOptions {
  teamId: string;
  catalog?: Catalog;
  savedProducts: PickedProduct[];
  selectTab(tab: EditorTab): void;
}

const NEXT_STATUS: Record<EditorAction, CatalogStatus | undefined> = {
  save: undefined,
  publish: 'published',
  unpublish: 'unpublished',
};
const DONE = { save: 'editor.saved', publish: 'editor.published', unpublish: 'editor.unpublished' } as const;

export function useCatalogEditor({ teamId, catalog, savedProducts, selectTab }: CatalogEditorOptions) {
  const { t } = useTranslation('catalogs');
  const navigate = useNavigate();
  const later = useDelayed();
  const refresh = useCatalogRefresh();
  const forget = useCatalogForget();
  const form = useForm<CatalogFormValues>({
    resolver: zodResolver(catalogFormSchema),
    // The name says it is mandatory as soon as it is left empty, not only after a click on a disabled Save.
    mode: 'onTouched',
    reValidateMode: 'onBlur',
    defaultValues: formValuesOf(catalog),
  });
  const [products, setProducts] = useState<PickedProduct[]>(savedProducts);
  const [busy, setBusy] = useState<EditorBusy>('idle');
  const [refusal, setRefusal] = useState<string>();

  const fail = (err: unknown) => {
    setBusy('idle');
    const { code, message } = resolveError(err);
    const text = t('editor.serverError', { code, message });
    if (NAME_ERROR_CODES.includes(code)) {
      form.setError('name', { type: 'server', message: text }, { shouldFocus: false });
      selectTab('name');
    } else if (code === CATALOG_ERRORS.publishNeedsProducts.code) {
      setRefusal(text);
    } else {
      notifyError(text);
    }
  };

  const viewPath = (id: string) => href(paths.catalogView, { catalogId: id }, { type: 'custom' });

  async function create(values: CatalogFormValues, status: CatalogStatus) {
    const created = await createCatalog({ ...values, teamId, status, products: productIdsOf(products) });
    notifySuccess(t(status === 'published' ? 'editor.published' : 'editor.created'));
    void refresh(teamId);
    setBusy('moving');
    later(() => {
      if (status === 'published') return void navigate(viewPath(created.id));
      sessionStorage.setItem(CATALOG_FROM_CREATOR_KEY, created.id);
      void navigate(href(paths.catalogEdit, { catalogId: created.id }));
    }, CATALOG_ACTION_DELAY_MS);
  }

  async function update(current: Catalog, values: CatalogFormValues, status: CatalogStatus, action: EditorAction) {
    const ids = productIdsOf(products);
    const changed = !sameOrder(ids, productIdsOf(savedProducts));
    // An emptied display name means "the name" (the server would keep an older, different one).
    const body = { ...values, displayName: values.displayName || values.name, status };
    for (const step of saveSteps(status, changed)) {
      if (step === 'products') await setCatalogProducts(teamId, current.id, ids);
      else await updateCatalog(teamId, current.id, body);
    }
    notifySuccess(t(DONE[action]));
    if (status === 'published') {
      setBusy('moving');
      void refresh(teamId);
      // The summary it opens must not show the cached '(Draft)' (issue 22 defect 3).
      later(() => {
        forget(teamId, current.id);
        void navigate(viewPath(current.id));
      }, CATALOG_ACTION_DELAY_MS);
      return;
    }
    await refresh(teamId, current.id);
    setBusy('idle');
  }

  const run = (action: EditorAction) =>
    form.handleSubmit(
      async (values) => {
        const status = NEXT_STATUS[action] ?? catalog?.status ?? 'unpublished';
        if (status === 'published' && !canPublishCatalog(values.name, products.length)) {
          setRefusal(t('editor.publishIncomplete'));
          return;
        }
        setRefusal(undefined);
        setBusy('saving');
        try {
          if (catalog) await update(catalog, values, status, action);
          else await create(values, status);
        } catch (err) {
          fail(err);
        }
      },
      () => selectTab('name'),
    )();

  // Save needs a name; Publish needs a name and at least one product (spec 2 section 5): both stay disabled until then.
  const name = form.watch('name') ?? '';
  const canSave = name.trim().length > 0;
  const canPublish = canPublishCatalog(name, products.length);
  const changeProducts = (next: PickedProduct[]) => {
    setProducts(next);
    setRefusal(undefined);
  };
  return { form, products, setProducts: changeProducts, busy, refusal, run, canSave, canPublish };
}
