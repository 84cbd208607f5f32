/**
 * The document to publish: OpenAPI for an API product, AsyncAPI for an event product, JSON or YAML up to 20 MB.
 * A broken file shows its problems with their lines here, whether the console or the server found them.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../shared/i18n';
import type { ProductType } from '@dc/contracts';
import { FileDropZone } from '../../../../shared/ui/file-drop-zone/file-drop-zone';
import type { PublishFormModel } from '../hooks/use-publish-form';
import { DocumentProblems } from './document-problems';
import { FormSection } from './form-section';

const ACCEPT = '.json,.yaml,.yml,application/json,application/yaml,text/yaml';

export function DocumentSection({ model, productType }: { model: PublishFormModel; productType: ProductType }) {
  const { t } = useTranslation('product-publishing');
  const { spec } = model;
  return (
    <FormSection title={t('document.title')} intro={t(`document.intro.${productType}`)}>
      <FileDropZone
        state={spec.drop}
        accept={ACCEPT}
        disabled={model.publish.isPending || spec.reading}
        onFiles={spec.select}
        texts={{
          prompt: t(`dropZone.prompt.${productType}`),
          choose: t('dropZone.choose'),
          failed: t('dropZone.failed'),
          hint: t('dropZone.hint'),
        }}
      />
      {spec.problems && spec.problems.items.length > 0 && <DocumentProblems problems={spec.problems} />}
      {model.documentMissing && spec.drop.kind === 'idle' && (
        <Typography role="alert" color="error" variant="body2" data-testid="document-missing">
          {t('document.required')}
        </Typography>
      )}
    </FormSection>
  );
}
