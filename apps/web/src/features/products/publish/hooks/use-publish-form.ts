/**
 * The publisher form: values and validation (contracts publishProductForm), the chosen document, prefill from it,
 * upload progress, and what a publish ends in: a toast and the new product's page, or the server's error shown
 * where it belongs (document problems by the drop zone, a taken name or version on its field, everything else by
 * the Publish button), with every value kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { useNavigate } from '../../../../shared/router';
import {
  PRODUCT_ERRORS,
  PLATFORM_ERROR_CODES,
  emptyPublishForm,
  publishProductForm,
  resolveError,
  specProblemSchema,
  toPublishProductMetadata,
  toPublishVersionMetadata,
  type ProductType,
  type PublishProductFormValues,
  type PublishResult,
} from '@dc/contracts';
import { href, paths } from '../../../../shared/config/paths';
import { ApiRequestError } from '../../../../shared/lib/api-error';
import { notifySuccess } from '../../../../shared/lib/notify';
import { usePublishProduct } from '../api/publish-product';
import type { SpecInfo } from '../utils/spec-info';
import { useSpecFile } from './use-spec-file';

const DOCUMENT_CODES: readonly string[] = [PRODUCT_ERRORS.specParse.code, PRODUCT_ERRORS.specInvalid.code];
const PREFILLED = ['displayName', 'description', 'tags', 'version'] as const;

export const productPage = (product: PublishResult['product']) =>
  product.type === 'api'
    ? href(paths.apiDetail, { id: product.uuid })
    : href(paths.eventDetail, { eventMetadataId: product.uuid });

export function usePublishForm(productType: ProductType, teamId: string) {
  const { t } = useTranslation('product-publishing');
  const navigate = useNavigate();
  const publish = usePublishProduct();
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<{ code: string; message: string }>();
  const [documentMissing, setDocumentMissing] = useState(false);
  const form = useForm<PublishProductFormValues>({
    resolver: zodResolver(publishProductForm),
    mode: 'onChange',
    reValidateMode: 'onBlur',
    defaultValues: emptyPublishForm(),
  });

  // Fields the user has not touched follow the document; edited ones stay as typed.
  const prefill = (info: SpecInfo) => {
    setDocumentMissing(false);
    const from: Record<(typeof PREFILLED)[number], string | string[]> = {
      displayName: info.title,
      description: info.description,
      tags: info.tags,
      version: info.version,
    };
    for (const name of PREFILLED)
      if (!form.getFieldState(name).isDirty) form.setValue(name, from[name], { shouldValidate: true });
  };
  const spec = useSpecFile(productType, prefill);

  const showFailure = (err: unknown) => {
    const { code, message } = resolveError(err);
    setFailure({ code, message });
    const details = err instanceof ApiRequestError ? err.details : undefined;
    if (DOCUMENT_CODES.includes(code)) {
      const problems = specProblemSchema.array().safeParse(details);
      spec.refuse(`${code}: ${message}`, problems.success ? problems.data : []);
    } else if (code === PRODUCT_ERRORS.nameExists.code) {
      form.setError('displayName', { type: 'server', message }, { shouldFocus: true });
    } else if (code === PRODUCT_ERRORS.versionExists.code) {
      form.setError('version', { type: 'server', message }, { shouldFocus: true });
    } else if (code === PLATFORM_ERROR_CODES.validation && Array.isArray(details)) {
      for (const d of details as Array<{ path?: unknown; message?: unknown }>)
        if (d.path === 'version') form.setError('version', { type: 'server', message: String(d.message) });
    }
  };

  const submit = form.handleSubmit(
    (values) => {
      if (!spec.file) {
        setDocumentMissing(true);
        return;
      }
      setFailure(undefined);
      setPercent(0);
      const throttling = productType === 'api';
      const request =
        values.mode === 'version'
          ? { productId: values.productId, metadata: toPublishVersionMetadata(values, throttling) }
          : { metadata: toPublishProductMetadata(values, throttling) };
      publish.mutate(
        { ...request, file: spec.file, teamId, onProgress: setPercent },
        {
          onSuccess: (result) => {
            const name = result.product.displayName;
            notifySuccess(
              result.created === 'product'
                ? t('result.product', { name })
                : t('result.version', { name, version: result.version.key }),
            );
            void navigate(productPage(result.product));
          },
          onError: showFailure,
        },
      );
    },
    () => setDocumentMissing(!spec.file),
  );

  return { form, spec, submit, publish, percent, failure, documentMissing };
}
export type PublishFormModel = ReturnType<typeof usePublishForm>;
