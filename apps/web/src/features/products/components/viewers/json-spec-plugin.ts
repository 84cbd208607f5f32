/**
 * Swagger UI reads every definition as YAML text (js-yaml), and swagger-ui-react hands it the document as text
 * again after mounting: for a document of megabytes that is seconds of parsing. The console already holds the
 * parsed document, so when Swagger UI asks to parse exactly its text, this plugin gives it the object instead.
 */
import type { SwaggerPlugin } from 'swagger-ui-react';

export function jsonSpecPlugin(text: string, json: object): SwaggerPlugin {
  return () => ({
    statePlugins: {
      spec: {
        wrapActions: {
          parseToJson: (original, system) => (str?: string) => {
            if ((str ?? system.specSelectors.specStr()) !== text) return (original as (s?: string) => unknown)(str);
            system.errActions.clear({ source: 'parser' });
            return system.specActions.updateJsonSpec(json);
          },
        },
      },
    },
  });
}
