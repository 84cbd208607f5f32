/** The publisher form of one team: what is published, the document, the product, subscriptions, deployments. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ProductType, Team } from '@dc/contracts';
import { usePublishForm } from '../hooks/use-publish-form';
import { DeploymentsSection } from './deployments-section';
import { DocumentSection } from './document-section';
import { ModeSection } from './mode-section';
import { ProductDetailsSection } from './product-details-section';
import { PublishFooter } from './publish-footer';
import { SubscriptionSection } from './subscription-section';

export function PublishForm({ productType, team }: { productType: ProductType; team: Team }) {
  const model = usePublishForm(productType, team.uuid);
  const { form } = model;
  const versioning = form.watch('mode') === 'version';
  const disabled = model.publish.isPending;
  return (
    <Box component="form" noValidate onSubmit={model.submit} data-testid="publish-form" sx={{ mt: 3 }}>
      <Stack spacing={3}>
        <ModeSection form={form} productType={productType} teamId={team.uuid} disabled={disabled} />
        <DocumentSection model={model} productType={productType} />
        {!versioning && <ProductDetailsSection form={form} internal={team.internal} disabled={disabled} />}
        {!versioning && <SubscriptionSection form={form} disabled={disabled} />}
        <DeploymentsSection form={form} productType={productType} disabled={disabled} />
        <PublishFooter model={model} versioning={versioning} />
      </Stack>
    </Box>
  );
}
