/** swagger-ui-react ships no types: the props the console uses. */
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  export interface SwaggerSystem {
    specSelectors: { specStr(): string; taggedOperations(): { keySeq(): { first(): string | undefined } } };
    specActions: { updateJsonSpec(json: object): unknown };
    errActions: { clear(filter: { source: string }): unknown };
    layoutActions: { show(path: string[], shown: boolean): void };
  }

  /** A Swagger UI plugin: here only wrapped actions of the spec state. */
  export type SwaggerPlugin = () => {
    statePlugins: {
      spec: {
        wrapActions: Record<
          string,
          (original: (...args: never[]) => unknown, system: SwaggerSystem) => (...args: never[]) => unknown
        >;
      };
    };
  };

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
    plugins?: SwaggerPlugin[];
    onComplete?: (system: SwaggerSystem) => void;
  }

  const SwaggerUI: ComponentType<SwaggerUIProps>;
  export default SwaggerUI;
}
