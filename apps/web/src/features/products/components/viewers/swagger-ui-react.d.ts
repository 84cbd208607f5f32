/** swagger-ui-react ships no types: the props the console uses. */
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  export interface SwaggerSystem {
    specSelectors: { taggedOperations(): { keySeq(): { first(): string | undefined } } };
    layoutActions: { show(path: string[], shown: boolean): void };
  }

  export interface SwaggerUIProps {
    spec?: object | string;
    url?: string;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    defaultModelExpandDepth?: number;
    supportedSubmitMethods?: string[];
    deepLinking?: boolean;
    filter?: boolean | string;
    tryItOutEnabled?: boolean;
    displayOperationId?: boolean;
    onComplete?: (system: SwaggerSystem) => void;
  }

  const SwaggerUI: ComponentType<SwaggerUIProps>;
  export default SwaggerUI;
}
