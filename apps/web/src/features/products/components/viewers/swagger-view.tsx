/**
 * Swagger UI (swagger-ui-react 5) for OpenAPI 2.0, 3.0 and 3.1, read only: no "Try it out" (the console's CSP keeps
 * requests on its own origin). Large documents open with their tags collapsed but the first one, so the first
 * operation shows at once; the filter box finds the rest. The document is handed over parsed (json-spec-plugin).
 */
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SwaggerUI, { type SwaggerSystem } from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { jsonSpecPlugin } from './json-spec-plugin';
import type { OpenApiViewerProps } from './openapi-viewer';
import { swaggerSx } from './swagger-theme';

const LARGE = 150;

const openFirstTag = (system: SwaggerSystem) => {
  const first = system.specSelectors.taggedOperations().keySeq().first();
  if (first !== undefined) system.layoutActions.show(['operations-tag', first], true);
};

/**
 * Swagger UI leaves some controls without a name: the filter box (a placeholder only) and the parameter fields
 * (read only here). Name them for assistive technology as they appear: the filter, and each parameter by its name.
 */
function useControlLabels(filterLabel: string) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const name = () => {
      node.querySelectorAll('input.operation-filter-input:not([aria-label])').forEach((input) => {
        input.setAttribute('aria-label', filterLabel);
      });
      node.querySelectorAll('tr[data-param-name] :is(input, select, textarea):not([aria-label])').forEach((field) => {
        field.setAttribute('aria-label', field.closest('tr')?.getAttribute('data-param-name') ?? '');
      });
    };
    const observer = new MutationObserver(name);
    observer.observe(node, { childList: true, subtree: true });
    name();
    return () => observer.disconnect();
  }, [filterLabel]);
  return root;
}

export default function SwaggerView({ spec, operations }: OpenApiViewerProps) {
  const { t } = useTranslation('products');
  const root = useControlLabels(t('viewer.filter'));
  const large = operations > LARGE;
  // Text and plugin once per document (the section remounts the viewer for another version or environment).
  const text = useMemo(() => JSON.stringify(spec), [spec]);
  const plugins = useMemo(() => [jsonSpecPlugin(text, spec)], [text, spec]);
  return (
    <Box ref={root} sx={swaggerSx} data-testid="openapi-viewer">
      <SwaggerUI
        spec={text}
        plugins={plugins}
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
