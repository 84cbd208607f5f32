/**
 * Swagger UI (swagger-ui-react 5) for OpenAPI 2.0, 3.0 and 3.1, read only: no "Try it out" (the console's CSP keeps
 * requests on its own origin). Large documents open with their tags collapsed but the first one, so the first
 * operation shows at once; the filter box finds the rest.
 */
import Box from '@mui/material/Box';
import SwaggerUI, { type SwaggerSystem } from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import type { OpenApiViewerProps } from './openapi-viewer';
import { swaggerSx } from './swagger-theme';

const LARGE = 150;

const openFirstTag = (system: SwaggerSystem) => {
  const first = system.specSelectors.taggedOperations().keySeq().first();
  if (first !== undefined) system.layoutActions.show(['operations-tag', first], true);
};

export default function SwaggerView({ spec, operations }: OpenApiViewerProps) {
  const large = operations > LARGE;
  return (
    <Box sx={swaggerSx} data-testid="openapi-viewer">
      <SwaggerUI
        spec={spec}
        docExpansion={large ? 'none' : 'list'}
        onComplete={large ? openFirstTag : undefined}
        filter={large}
        defaultModelsExpandDepth={-1}
        supportedSubmitMethods={[]}
        deepLinking={false}
      />
    </Box>
  );
}
